export const DEPARTMENTS = ['Sales', 'Support', 'Engineering', 'Business Development'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** The template's contact, spelled as the template spells it (`frequentlycontacted`). */
export interface Contact {
  id: number;
  firstname: string;
  lastname: string;
  image: string;
  department: Department;
  company: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  frequentlycontacted: boolean;
  starred: boolean;
  deleted: boolean;
}
