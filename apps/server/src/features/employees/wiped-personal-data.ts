/**
 * What an employee record loses when its person is wiped: contact data, CPR, date of birth, salary and bank account,
 * emergency contact, free texts, photo, role and app access. The name and the employment dates stay. 'Slet
 * medarbejder' of someone with time registrations uses it, and so does retention's anonymisation (decision 050).
 */
export const WIPED_PERSONAL_DATA = {
  jobPosition: '',
  department: '',
  phone: '',
  privateEmail: '',
  privatePhone: '',
  address: '',
  zipcode: '',
  city: '',
  cprEncrypted: null,
  cprKeyId: null,
  dateOfBirth: null,
  note: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  salaryOre: null,
  bankAccount: '',
  salaryNote: '',
  profilePhotoKey: null,
  role: 'employee',
  employmentStatus: 'inactive',
  mobileAppAccess: false,
} as const;
