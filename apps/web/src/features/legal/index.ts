export { LegalDocument } from './components/legal-document';
export { termsOfService } from './content/terms-of-service';
export { privacyPolicy } from './content/privacy-policy';
export { cookiePolicy } from './content/cookie-policy';
export { licensingAgreement } from './content/licensing-agreement';
