import { Button, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useErrorText } from '../../shared/errors';
import { useCairoDate } from '../format';
import { EmptyNote, Panel } from './Panel';

/** Staff replies on the order (GET orders/:id/replies), and a box to add one (multipart order-replies/). */
export function RepliesPanel({ orderId }: { orderId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const format = useCairoDate();
  const key = ['orders', 'replies', orderId];
  const { data = [], isFetched } = useQuery({ queryKey: key, queryFn: () => dataProvider.orderReplies(orderId) });
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setMissing(true);
    setSending(true);
    try {
      await dataProvider.addOrderReply(orderId, text.trim());
      setText('');
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      const message = errorText(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel title="resources.orders.sections.replies">
      {isFetched && data.length === 0 && <EmptyNote text="resources.orders.replies.empty" />}
      <List dense disablePadding>
        {data.map((reply) => (
          <ListItem key={reply.id} divider sx={{ px: 0 }}>
            <ListItemText
              primary={reply.reply}
              secondary={
                <>
                  <bdi>{reply.user_name}</bdi> · <bdi>{format(reply.created_at, true)}</bdi>
                </>
              }
              sx={{ whiteSpace: 'pre-wrap' }}
            />
          </ListItem>
        ))}
      </List>
      <Stack component="form" direction="row" spacing={1} onSubmit={(event) => void send(event)} noValidate sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('resources.orders.replies.new')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? translate('orders.reply_required') : undefined}
          size="small"
          multiline
          maxRows={4}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={sending}>
          {translate('resources.orders.replies.send')}
        </Button>
      </Stack>
    </Panel>
  );
}
