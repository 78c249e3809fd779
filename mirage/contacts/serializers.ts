import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Contact } from './types';

function contactJson(contact: DemoModel<'contact'>): Contact {
  const { firstname, lastname, image, department, company, phone, email, address, notes } = contact;
  const { frequentlycontacted, starred, deleted } = contact;
  return {
    id: Number(contact.id),
    firstname,
    lastname,
    image,
    department,
    company,
    phone,
    email,
    address,
    notes,
    frequentlycontacted,
    starred,
    deleted,
  };
}

export const contactSerializers = { contact: jsonSerializer(contactJson) };
