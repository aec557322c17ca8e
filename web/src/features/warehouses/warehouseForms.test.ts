import { MSG, fill } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  ATTACH_FORM,
  DECLINE_FORM,
  EMPTY_WAREHOUSE,
  OWN_WAREHOUSE_FORM,
  WAREHOUSE_CREATE_FORM,
  STATE_OPTIONS,
  WAREHOUSE_REQUEST_FORM,
  attachInput,
  ownWarehouseInput,
  warehouseCreateInput,
  warehouseRequestInput,
} from './warehouseForms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const request = {
  state: 'Kerala',
  city: 'Kochi',
  ordersPerMonth: '1200',
  estimatedUnits: '5000',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
};

describe('Request a new Micro-WH', () => {
  it("offers the 36 states and union territories and says what is missing in the form's words", () => {
    expect(STATE_OPTIONS).toHaveLength(36);
    const empty = { ...request, state: '', city: '', ordersPerMonth: '', estimatedUnits: '' };
    expect(messages(WAREHOUSE_REQUEST_FORM.safeParse(empty))).toEqual({
      state: MSG.microWhStateRequired,
      city: MSG.microWhCityRequired,
      ordersPerMonth: MSG.microWhOrdersRequired,
      estimatedUnits: MSG.microWhUnitsRequired,
    });
    expect(messages(WAREHOUSE_REQUEST_FORM.safeParse({ ...request, ordersPerMonth: '0' }))).toEqual({
      ordersPerMonth: fill(MSG.valueMin, { n: 1 }),
    });
  });

  it('sends the figures as numbers, trimmed', () => {
    expect(WAREHOUSE_REQUEST_FORM.safeParse(request).success).toBe(true);
    expect(warehouseRequestInput({ ...request, city: ' Kochi ' })).toEqual({
      ...request,
      ordersPerMonth: 1200,
      estimatedUnits: 5000,
    });
  });
});

describe('Add my own Micro-WH', () => {
  const own = {
    name: 'Backroom',
    addressLine1: '14 MG Road',
    addressLine2: 'Ravipuram',
    pincode: '682016',
    city: 'Ernakulam',
    state: 'Kerala',
    phone: '9876501234',
    gstNumber: '29aabct1332l1za',
  };
  it('sends no city or state: the service takes them from the pincode', () => {
    expect(OWN_WAREHOUSE_FORM.safeParse(own).success).toBe(true);
    expect(ownWarehouseInput(own)).not.toHaveProperty('city');
    expect(messages(OWN_WAREHOUSE_FORM.safeParse({ ...own, name: '', gstNumber: '' }))).toEqual({
      name: MSG.warehouseNameRequired,
      gstNumber: MSG.attachGstRequired,
    });
  });
});

describe('attach warehouse and answering requests', () => {
  it("says what is missing in the attach form's words", () => {
    const empty = { warehouse: '', warehouseType: '', gstNumber: '', fssaiNumber: '' };
    expect(messages(ATTACH_FORM.safeParse(empty))).toEqual({
      warehouse: MSG.attachSelectWarehouse,
      warehouseType: MSG.attachTypeRequired,
      gstNumber: MSG.attachGstRequired,
    });
    expect(
      attachInput('Q29tcGFueTox', {
        warehouse: 'V2FyZWhvdXNlOjE=',
        warehouseType: 'MICRO',
        gstNumber: ' x ',
        fssaiNumber: '',
      }),
    ).toEqual({ company: 'Q29tcGFueTox', warehouse: 'V2FyZWhvdXNlOjE=', warehouseType: 'MICRO', gstNumber: 'x' });
    expect(messages(DECLINE_FORM.safeParse({ remark: ' ' }))).toEqual({ remark: MSG.warehouseRequestRemark });
  });
});

describe('create warehouse form', () => {
  it("answers an empty form in the service's words, under each field", () => {
    expect(messages(WAREHOUSE_CREATE_FORM.safeParse(EMPTY_WAREHOUSE))).toEqual({
      name: MSG.warehouseNameRequired,
      warehouseType: MSG.attachTypeRequired,
      firstName: MSG.firstNameRequired,
      addressLine1: MSG.required,
      addressLine2: MSG.required,
      pincode: MSG.invalidPincode,
      phone: MSG.phoneRequired,
    });
  });

  it('sends the API its type, leaves out the place the pincode gives and empty coordinates', () => {
    const values = {
      ...EMPTY_WAREHOUSE,
      name: ' Peenya Central ',
      warehouseType: 'CENTRAL',
      firstName: 'Ravi',
      addressLine1: 'Plot 14',
      addressLine2: 'Peenya',
      pincode: '560058',
      city: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      phone: '9845012345',
      lat: '13.03',
    };
    expect(messages(WAREHOUSE_CREATE_FORM.safeParse(values))).toEqual({ lng: MSG.coordinatesTogether });
    expect(WAREHOUSE_CREATE_FORM.safeParse({ ...values, lng: '77.51' }).success).toBe(true);
    expect(warehouseCreateInput({ ...values, lat: '' })).toEqual({
      name: 'Peenya Central',
      warehouseType: 'CENTRAL',
      firstName: 'Ravi',
      addressLine1: 'Plot 14',
      addressLine2: 'Peenya',
      pincode: '560058',
      phone: '9845012345',
    });
  });
});
