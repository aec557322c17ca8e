import { MSG, fieldRequired } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_FORM,
  CLUSTER_OWNER_FORM,
  DRIVER_CLUSTER_FORM,
  DRIVER_FORM,
  EMPTY_CLUSTER_OWNER,
  ORDERS_ASSIGN_FORM,
  EMPTY_DRIVER,
  capacityLabel,
  clusterInput,
  clusterLabel,
  driverChoiceLabel,
  driverInput,
  driverStatusLabel,
  onFormFields,
  ordersAssignedMessage,
  vehicleCapacity,
} from './lightningForms';

const cluster = {
  name: 'c3',
  warehouseId: 'V2FyZWhvdXNlOjE=',
  pocName: 'Meena Arora',
  pocPhone: '9810098100',
  addressLine1: '14 Nehru Place',
  addressLine2: 'Near Kalkaji Mandir',
  pincode: '110019',
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  pincodes: '110019, 110020\n110019',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('Lightning forms', () => {
  it("refuses a cluster named C7 in the product's words, and sends C3 with its pincodes once each", () => {
    expect(firstMessage(CLUSTER_FORM.safeParse({ ...cluster, name: 'C7' }))).toMatchObject({
      message: MSG.clusterNameNotAllowed,
      path: ['name'],
    });
    expect(firstMessage(CLUSTER_FORM.safeParse({ ...cluster, warehouseId: '' }))).toMatchObject({
      message: MSG.clusterWarehouseRequired,
      path: ['warehouseId'],
    });
    expect(firstMessage(CLUSTER_FORM.safeParse({ ...cluster, pincodes: '110019, 1100' }))).toMatchObject({
      message: MSG.invalidPincode,
      path: ['pincodes'],
    });
    expect(CLUSTER_FORM.safeParse(cluster).success).toBe(true);
    expect(clusterInput(cluster)).toMatchObject({
      name: 'C3',
      warehouse: cluster.warehouseId,
      pincodes: ['110019', '110020'],
    });
  });

  it("fills a vehicle's usual load and checks a driver by the service's rules", () => {
    expect(vehicleCapacity('Bike')).toEqual({ orders: '25', kg: '40' });
    expect(vehicleCapacity('Rocket')).toBeNull();
    expect(firstMessage(DRIVER_FORM.safeParse({ ...EMPTY_DRIVER, name: 'Ramesh', phone: '9876543210' }))).toMatchObject(
      {
        message: MSG.vehicleRequired,
        path: ['vehicleType'],
      },
    );
    const driver = {
      ...EMPTY_DRIVER,
      name: 'Ramesh',
      phone: '9876543210',
      vehicleType: 'Bike',
      capacityOrders: '25',
      capacityKg: '40',
    };
    expect(DRIVER_FORM.safeParse(driver).success).toBe(true);
    expect(driverInput(driver)).toEqual({
      name: 'Ramesh',
      phone: '9876543210',
      vehicleType: 'Bike',
      capacityOrders: 25,
      capacityKg: 40,
    });
  });

  it('asks for a cluster when assigning and for at least one for a cluster owner', () => {
    expect(firstMessage(DRIVER_CLUSTER_FORM.safeParse({ clusterId: '' }))?.message).toBe(MSG.selectCluster);
    const owner = {
      ...EMPTY_CLUSTER_OWNER,
      name: 'Kavita',
      phone: '9876543210',
      email: 'k@example.in',
      password: 'Owner@12345',
    };
    expect(firstMessage(CLUSTER_OWNER_FORM.safeParse(owner))).toMatchObject({
      message: MSG.selectCluster,
      path: ['clusterIds'],
    });
    expect(CLUSTER_OWNER_FORM.safeParse({ ...owner, clusterIds: 'a,b' }).success).toBe(true);
  });

  it('names what the lists show and puts the API’s id fields under the form’s', () => {
    expect(capacityLabel(25, 40)).toBe('25 orders · 40 kg');
    expect(capacityLabel(1, 2500)).toBe('1 order · 2,500 kg');
    expect([1, 2, 3].map(driverStatusLabel)).toEqual(['Idle', 'Orders Assigned', 'In Journey']);
    expect(clusterLabel('C3', 'Okhla Micro')).toBe('C3 · Okhla Micro');
    expect(
      onFormFields([
        { field: 'warehouse', message: 'x' },
        { field: null, message: 'y' },
      ]),
    ).toEqual([
      { field: 'warehouseId', message: 'x' },
      { field: null, message: 'y' },
    ]);
  });

  it('asks for a driver, names each one with its load, and says how many orders went to whom', () => {
    expect(firstMessage(ORDERS_ASSIGN_FORM.safeParse({ driverId: ' ' }))).toMatchObject({
      message: fieldRequired('Driver'),
      path: ['driverId'],
    });
    expect(ORDERS_ASSIGN_FORM.safeParse({ driverId: 'RHJpdmVyOjE=' }).success).toBe(true);
    const bike = { name: 'Ajay Bike', vehicleLabel: 'Bike', capacityOrders: 3, capacityKg: 40 };
    expect(driverChoiceLabel({ ...bike, held: 1 })).toBe('Ajay Bike · Bike · 3 orders · 40 kg · holds 1');
    expect(driverChoiceLabel({ ...bike, held: null })).toBe('Ajay Bike · Bike · 3 orders · 40 kg');
    expect(ordersAssignedMessage(3, 'Ajay Bike')).toBe('3 orders assigned to Ajay Bike');
    expect(ordersAssignedMessage(1, 'Ajay Bike')).toBe('1 order assigned to Ajay Bike');
  });
});
