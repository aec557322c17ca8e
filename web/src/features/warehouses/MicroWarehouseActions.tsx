import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { OwnWarehouseDialog } from './OwnWarehouseDialog';
import { cardConnection } from './WarehouseCardList';
import { WarehouseRequestDialog } from './WarehouseRequestDialog';
import { requestConnection } from './WarehouseRequestList';

interface Props {
  companyId: string;
  /** Who the warehouse team contacts, and the own warehouse's phone, from the profile. */
  contact: { name: string; email: string; phone: string };
  /** Other lists of the company's requests on screen, which a new request joins too. */
  requestLists?: readonly string[];
}

/**
 * A seller's two ways to a warehouse: "Request a new Micro-WH" (the warehouse team attaches one)
 * and "Add my own Micro-WH" (its own premises, usable at once), each with its dialog.
 */
export function MicroWarehouseActions({ companyId, contact, requestLists = [] }: Props) {
  const [dialog, setDialog] = useState<'request' | 'own' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="outline" onClick={() => setDialog('request')}>
        Request a new Micro-WH
      </Button>
      <Button onClick={() => setDialog('own')}>Add my own Micro-WH</Button>
      <WarehouseRequestDialog
        open={dialog === 'request'}
        onClose={close}
        contact={contact}
        connections={[requestConnection(companyId), ...requestLists]}
      />
      <OwnWarehouseDialog
        open={dialog === 'own'}
        onClose={close}
        connection={cardConnection(companyId)}
        phone={contact.phone}
      />
    </>
  );
}
