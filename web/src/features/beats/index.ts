// What other features may use of beats: the page, reached through D2R's routes.
export { BeatsPage, beatsLoader, beatsShouldRevalidate } from './BeatsPage';
export { BeatsUploadPage, beatsUploadLoader } from './BeatsUploadPage';
