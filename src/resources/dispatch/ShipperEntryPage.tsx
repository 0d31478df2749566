import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { cairoToday } from '../../../domain/time';
import { screenUrl } from '../../../domain/screens';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../shared/errors';
import { ParcelTable } from './ParcelTable';
import { SerialEntry } from './SerialEntry';
import { ShipperDayBar } from './ShipperDayBar';
import { useDispatchText } from './text';

type Panel = 'send' | 'today' | 'back';

/**
 * shipperEntry: hand parcels to a shipper for a day, by scanning or typing serials or by picking from the hub's
 * parcels in his zones (spec 'daily send orders'), beside his run sheet of the day and what he must bring back.
 */
export default function ShipperEntryPage() {
  const t = useDispatchText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [shipper, setShipper] = useState<number | null>(null);
  const [day, setDay] = useState(cairoToday);
  const [panel, setPanel] = useState<Panel>('send');
  const [serials, setSerials] = useState<string[]>([]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const enabled = shipper !== null;
  const lists = {
    send: useQuery({ queryKey: ['dispatch', 'send', shipper], queryFn: () => dataProvider.sendableOrders(shipper!), enabled }),
    today: useQuery({ queryKey: ['dispatch', 'today', shipper, day], queryFn: () => dataProvider.todayShipperOrders(shipper!, day), enabled }),
    back: useQuery({ queryKey: ['dispatch', 'back', shipper], queryFn: () => dataProvider.returnShipperOrders(shipper!), enabled }),
  };

  const handOver = useMutation({
    mutationFn: (body: { ids?: number[]; serials?: string[] }) => dataProvider.handOver({ shipper: shipper!, day, ...body }),
    onSuccess: (answer, body) => {
      notify(t('handed', { handed: answer.handed, already: answer.already }), { type: 'success' });
      if (body.serials) setSerials([]);
      if (body.ids) setPicked(new Set());
      void queryClient.invalidateQueries({ queryKey: ['dispatch'] });
    },
    onError: notifyError,
  });

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const current = lists[panel];
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('hand_over')} />
      <ShipperDayBar
        shipper={shipper}
        onShipper={(id) => {
          setShipper(id);
          setPicked(new Set());
        }}
        day={day}
        onDay={setDay}
      />
      {!enabled ? (
        <Alert severity="info">{t('choose_shipper')}</Alert>
      ) : (
        <>
          {/* A new shipper starts a new scan: the serial field takes the focus. */}
          <SerialEntry key={shipper} serials={serials} onChange={setSerials} busy={handOver.isPending} onSubmit={() => handOver.mutate({ serials })} />
          <Card variant="outlined">
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2 }}>
              <Tabs value={panel} onChange={(_event, value: Panel) => setPanel(value)} sx={{ flexGrow: 1 }}>
                {(['send', 'today', 'back'] as const).map((name) => (
                  <Tab key={name} value={name} label={`${t(`tabs.${name}`)} (${lists[name].data?.length ?? 0})`} />
                ))}
              </Tabs>
              {panel === 'send' && (
                <Button variant="contained" disabled={picked.size === 0 || handOver.isPending} onClick={() => handOver.mutate({ ids: [...picked] })}>
                  {t('hand_over_selected')} ({picked.size})
                </Button>
              )}
              {panel === 'today' && (
                <Button component={Link} to={`${screenUrl('shipmentEntrySheet')}?shipper=${shipper}&day=${day}`} startIcon={<PrintIcon />}>
                  {t('print')}
                </Button>
              )}
            </Box>
            <CardContent>
              <ParcelTable orders={current.data ?? []} empty={t(`empty.${panel}`)} {...(panel === 'send' ? { selected: picked, onToggle: toggle } : {})} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
