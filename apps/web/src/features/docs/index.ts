export { PublishingGuide } from './components/publishing-guide';
export { ExamplesPage } from './components/examples-page';
export { ContactPage } from './components/contact-page';
