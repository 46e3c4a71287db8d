export { Hero } from './components/hero';
export { QuickStart } from './components/quick-start';
export { ResourceCards } from './components/resource-cards';
export { BuyDevicePanel, DeveloperKitPanel } from './components/device-panels';
