import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { mayWrite, type IssueSide } from '../../../domain/issues/rules';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { IssueMessage } from '../../providers/issues';
import { useErrorText } from '../shared/errors';
import { useCairoDate } from '../orders/format';
import { ConfirmActionButton } from '../shared/ConfirmActionButton';
import { Joined } from '../requests/parts';
import { issuesKey } from './IssueList';

/** One message: the reader's own side at the line's end, the other side's at its start. */
function Message({ message, mine }: { message: IssueMessage; mine: boolean }) {
  const format = useCairoDate();
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Box sx={{ maxWidth: '80%', bgcolor: mine ? 'primary.50' : 'grey.100', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          <Joined parts={[message.author || translate(`issue_threads.sides.${message.side}`), format(message.created_at, true)]} />
        </Typography>
        {message.text && (
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{message.text}</bdi>
          </Typography>
        )}
        {message.photo && (
          <MuiLink href={message.photo} target="_blank" rel="noopener">
            <Box
              component="img"
              src={message.photo}
              alt={translate('issue_threads.photo')}
              sx={{ display: 'block', maxWidth: 240, maxHeight: 240, mt: 0.5, borderRadius: 1 }}
            />
          </MuiLink>
        )}
      </Box>
    </Box>
  );
}

/**
 * An issue's thread for either side: its subject, customer and order, the messages oldest first, and while it is
 * open a reply box (text, or a photo with the text as its caption) and Close. Reading it marks it read.
 */
export function IssueThreadView({ side, threadKey, orderPath }: { side: IssueSide; threadKey: string; orderPath: (id: number) => string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const key = ['issues', side, 'thread', threadKey];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => dataProvider.issueThread(side, threadKey) });
  const refresh = () => client.invalidateQueries({ queryKey: issuesKey(side) });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) return;
    setSending(true);
    try {
      if (file) await dataProvider.sendIssuePhoto(side, threadKey, file, text.trim());
      else await dataProvider.writeIssue(side, threadKey, text.trim());
      setText('');
      setFile(null);
      await refresh();
    } catch (failure) {
      const message = errorText(failure);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };

  if (error) return <Typography sx={{ m: 3 }}>{translate('errors.not_found')}</Typography>;
  if (!data) return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  const open = mayWrite(data.status);
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={data.subject} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              <bdi>{data.subject}</bdi>
            </Typography>
            <Chip size="small" color={open ? 'info' : 'default'} label={translate(`issue_threads.statuses.${data.status}`)} />
          </Stack>
          <Typography color="text.secondary" component="div">
            <Joined parts={[side === 'staff' && data.customer_name]} />
            {data.order && (
              <>
                {side === 'staff' && ' · '}
                <Link to={orderPath(data.order)}>{translate('issue_threads.order', { serial: data.order_serial })}</Link>
              </>
            )}
          </Typography>
          {open && (
            <ConfirmActionButton
              label="issue_threads.close"
              title="issue_threads.close_title"
              content="issue_threads.close_content"
              action={() => dataProvider.closeIssue(side, threadKey)}
              success="issue_threads.closed"
              onDone={refresh}
            />
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('issue_threads.messages')}>
        <CardContent>
          <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {data.messages.map((message) => (
              <Message key={message.id} message={message} mine={message.side === side} />
            ))}
          </Box>
          {open ? (
            <Box component="form" onSubmit={(event) => void send(event)} sx={{ mt: 2, display: 'grid', gap: 1 }}>
              <TextField
                label={translate(file ? 'issue_threads.caption' : 'issue_threads.reply')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={2}
                fullWidth
              />
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" startIcon={<AttachFileIcon />} disabled={sending}>
                  {translate('issue_threads.attach')}
                  <input hidden type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
                </Button>
                {file && <Chip label={file.name} onDelete={() => setFile(null)} />}
                <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending || (!text.trim() && !file)}>
                  {translate('issue_threads.send')}
                </Button>
              </Stack>
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('issues.closed')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
