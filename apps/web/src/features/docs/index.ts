export { PublishingGuide } from './components/publishing-guide';
