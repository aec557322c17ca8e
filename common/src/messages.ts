/**
 * User-facing texts. Where the specification gives a message it is copied verbatim
 * (including its spelling); the rest are ours, for situations the spec leaves open.
 * Client and server import the same constants so both say the same words.
 */
export const MSG = {
  // §5 phone login
  phoneRequired: 'Please enter phone',
  phoneInvalid: 'Please input correct Phone Number',
  phoneFirstDigit: 'Phone should start with digits from 1-9',
  // §8
  genericFailure: 'Some error occurred. Try again after some time.',
  signUpError: 'Signup Error',
  profileUpdated: 'Profile updated successfully.',
  passwordChanged: 'Password changed successfully.',
  subAdminCreated: 'Sub Admin Created',
  nothingHere: 'Nothing to do here',
  warehousesLoadFailed: "Couldn't get warehouses",
  // §7 / §8 orders
  weightChanged: 'Successfully changed weight',
  weightChangeFailed: 'Failed to change weight',
  warehouseReassigned: 'Successfully reassigned warehouse',
  warehouseReassignFailed: 'Failed to reassign warehouse',
  selectWarehouse: 'Please select a warehouse',
  noFileSelected: 'No file selected',
  allExecuted: 'All {type} executed successfully!',
  // §5 generic field checker
  invalidField: 'Please provide valid {field}',
  valueMin: 'Value should not be less than {n}',
  acceptsOnly: 'Accepts only {values}',
  requiredInput: 'Please Input {field}!',
  // §2.1 / §6
  loadingPatience: 'Good things take time! We appreciate your patience...',
  warehouseGate: 'Please contact Wherehouse team to associate a warehouse against your account.',
  invoicingGate: 'Complete Invoice Details to continue.',
  // §5 address
  invalidPincode: 'Invalid Pincode',
  // Ours
  wrongCredentials: 'The login or password is incorrect.',
  loginRequired: 'Please enter your email, username or phone',
  passwordRequired: 'Please enter your password',
  passwordWeak: 'Password must be at least 8 characters and contain a letter and a digit',
  passwordSame: 'The new password must differ from the current one',
  currentPasswordWrong: 'The current password is incorrect.',
  emailInvalid: 'Please enter a valid email',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  otpInvalid: 'The code is incorrect.',
  otpExpired: 'The code has expired. Request a new one.',
  otpFormat: 'Enter the 6-digit code',
  otpTooManyAttempts: 'Too many wrong codes. Request a new one.',
  otpResendLimited: 'Too many codes requested. Try again in {minutes} minutes.',
  signInLocked: 'Too many failed attempts. Try again in {minutes} minutes.',
  alreadyVerified: 'Your account is already verified.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to this.',
  verificationRequired: 'Please verify your account to continue.',
  notFound: 'Not found.',
  gstinInvalid: 'Please enter a valid GSTIN',
  orderNotEditable: 'This order can no longer be changed.',
  orderAlreadyCancelled: 'This order is already cancelled.',
  sameWarehouse: 'The order is already at this warehouse.',
  quantityMin: 'Value should not be less than 1',
  weightPositive: 'Weight must be more than 0',
  itemsRequired: 'Add at least one item',
  orderIdTaken: 'An order with this order ID already exists',
  panInvalid: 'Please enter a valid PAN',
  numberInvalid: 'Please enter a valid number',
  wholeNumber: 'Please enter a whole number',
  /** Like weightPositive, for the package's dimensions. */
  dimensionPositive: '{field} must be more than 0',
  dimensionsTogether: 'Give length, breadth and height together',
  orderCreated: 'Order created',
  orderCreateFailed: 'Failed to create order',
  quantityUpdated: 'Successfully updated quantity',
  quantityUpdateFailed: 'Failed to update quantity',
  orderCancelled: 'Order cancelled',
  orderCancelFailed: 'Failed to cancel order',
  labelUnavailable: 'A label appears once the order has an invoice or a label.',
  xlsxOnly: 'Only .xlsx files are accepted',
  bulkPreviewFailed: 'Failed to read the file',
  bulkSaveFailed: 'Failed to save orders',
  bulkErrorsSaved: 'Rows with errors can still be saved; they are recorded as failed.',
  documentsMax: 'At most {n} orders at once',
  labelsDownloadFailed: 'Failed to download labels',
  invoicesDownloadFailed: 'Failed to download invoices',
  ordersSynced: 'Synced {n} new orders',
  ordersSyncSkipped: '{n} skipped',
  ordersSyncFailed: 'Failed to sync orders',
  taskDone: '{done} of {total} {type}',
  taskRunsOn: 'You can leave this page: the upload carries on, and you are told when it ends. Settings > Task Center lists it too.',
  bulkResult: '{succeeded} of {total} {type} created, {failed} failed.',
  seeResult: 'See result',
  fileTooLarge: 'The file is larger than {n} MB. Split it and upload again.',
  /** §8 queue poll failure: following the task stopped; the task itself may still be running. */
  taskFollowFailed: 'Could not follow the task’s progress. See Settings > Task Center.',
  taskLiveUpdatesStopped: 'Live updates of tasks stopped. Reload the page to see the latest.',
} as const;

export type MessageKey = keyof typeof MSG;

/** '{field} is required' and friends from §5's generic field checker. */
export const fieldRequired = (field: string) => `${field} is required`;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
