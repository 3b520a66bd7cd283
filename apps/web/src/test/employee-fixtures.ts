// Employees as the API sends them, for this feature's tests. Override what a test is about.
import {
  DEFAULT_EMPLOYEE_SETTINGS,
  type EmployeeDetail,
  type EmployeeLimits,
  type EmployeeListItem,
  type EmployeeListResponse,
} from '@kollega/domain';

export function listItem(overrides: Partial<EmployeeListItem> = {}): EmployeeListItem {
  return {
    id: 'emp-2',
    firstName: 'Bo',
    lastName: 'Bager',
    email: 'bo@bager.dk',
    jobPosition: 'Bager',
    employmentType: 'fullTime',
    employmentStatus: 'active',
    startDate: '2022-03-01',
    endDate: null,
    role: 'employee',
    isOwner: false,
    profilePhotoUrl: null,
    createdAt: '2022-02-20T09:00:00Z',
    ...overrides,
  };
}

/** The owner, 'Anne Admin' (the signed-in user of makeMe()). */
export const owner = listItem({
  id: 'emp-1',
  firstName: 'Anne',
  lastName: 'Admin',
  email: 'anne@bager.dk',
  jobPosition: 'Direktør',
  role: 'admin',
  isOwner: true,
  startDate: '2020-01-01',
  createdAt: '2020-01-01T09:00:00Z',
});

export function limits(overrides: Partial<EmployeeLimits> = {}): EmployeeLimits {
  return {
    plan: 'premium',
    limit: 100,
    countExcludingOwner: 1,
    canCreate: true,
    overLimit: false,
    ...overrides,
  };
}

export function listResponse(
  employees: EmployeeListItem[],
  overrides: Partial<EmployeeLimits> = {},
): EmployeeListResponse {
  const others = employees.filter((employee) => !employee.isOwner).length;
  return { employees, limits: limits({ countExcludingOwner: others, ...overrides }) };
}

export function detail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 'emp-2',
    firstName: 'Bo',
    lastName: 'Bager',
    jobPosition: 'Bager',
    department: '',
    phone: '',
    email: 'bo@bager.dk',
    privateEmail: '',
    privatePhone: '',
    address: '',
    zipcode: '',
    city: '',
    cprMasked: '',
    hasCpr: false,
    dateOfBirth: null,
    note: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    employmentType: 'fullTime',
    employmentStatus: 'active',
    startDate: '2022-03-01',
    endDate: null,
    salary: null,
    bankAccount: '',
    salaryNote: '',
    profilePhotoUrl: null,
    createdAt: '2022-02-20T09:00:00Z',
    isOwner: false,
    isSelf: false,
    hasLogin: false,
    settings: DEFAULT_EMPLOYEE_SETTINGS,
    ...overrides,
  };
}
