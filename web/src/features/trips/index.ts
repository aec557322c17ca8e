// What other features may use of trips; the rest of the folder is its own. The trips page is
// reached through Lightning's routes; the driver's drawer shows a trip's figures and trail.
export { TripsPage, tripsLoader, tripsShouldRevalidate } from './TripsPage';
export { TripStats } from './TripStats';
export { TripTrailMap } from './TripTrailMap';
export { tripStatusLabel, tripStatusPalette } from './tripList';
// The phone pages' sign-in (by phone and a texted code), which the D2R field team's page shares.
export { PhoneSignIn, type PhoneSignInWords } from './driver/DriverSignIn';
