import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import RepeatIcon from '@mui/icons-material/Repeat';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider, FeedName, FeedPage } from '../../providers/dataProvider';
import { REPEATED_ORDERS_PATH } from '../../resources/orders/paths';
import { useNotifyError } from '../../resources/shared/errors';

type FeedItem = FeedPage['results'][number];

const FEEDS: Record<FeedName, { label: string; Icon: typeof RepeatIcon }> = {
  notifications: { label: 'app.bells.notifications', Icon: NotificationsNoneIcon },
  'order-alerts': { label: 'app.bells.order_alerts', Icon: ReportProblemOutlinedIcon },
  'repeated-orders': { label: 'app.bells.repeated_orders', Icon: RepeatIcon },
};

const PAGE_SIZE = 10;
const REFRESH_MS = 60_000;
/** The admin list of repeated orders (adminorders/repeatedorder/1), opened in a new tab by Show. */
export const REPEATED_ORDERS_LIST = REPEATED_ORDERS_PATH;

const withRelatedId = (url: string, id: string | null) => (id ? `${url}${url.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}` : url);

function relativeDate(iso: string | undefined, locale: string): string {
  const minutes = iso ? Math.round((new Date(iso).getTime() - Date.now()) / 60_000) : NaN;
  if (Number.isNaN(minutes)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return Math.abs(hours) < 24 ? format.format(hours, 'hour') : format.format(Math.round(hours / 24), 'day');
}

/** One bell of the top bar: the unread count, and a popover listing the feed ten at a time. */
export function FeedBell({ feed }: { feed: FeedName }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const rtl = useTheme().direction === 'rtl';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { label, Icon } = FEEDS[feed];

  const query = useInfiniteQuery({
    queryKey: ['feed', feed],
    queryFn: ({ pageParam }) => dataProvider.getFeed(feed, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.count ? pages.length + 1 : undefined),
    refetchInterval: REFRESH_MS,
  });
  const items: FeedItem[] = query.data?.pages.flatMap((page) => page.results) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  useEffect(() => {
    if (query.error) notifyError(query.error);
  }, [query.error, notifyError]);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyError(error);
    }
    await query.refetch();
  };

  const openItem = async (item: FeedItem) => {
    // A new tab must open within the click itself, or the browser blocks it.
    if (feed === 'order-alerts' && item.url) window.open(item.url, '_blank', 'noopener');
    await run(() => dataProvider.markRead([item.id]));
    if (feed === 'notifications' && item.url) {
      setAnchor(null);
      navigate(withRelatedId(item.url, item.realated_entity_id));
    }
  };

  const showRepeatedOrders = () => {
    window.open(REPEATED_ORDERS_LIST, '_blank', 'noopener');
    void run(() => dataProvider.markAllRead(feed));
  };

  const title = translate(label);
  const spokenName = unread ? `${title}, ${translate('app.bells.unread', { count: unread })}` : title;
  return (
    <>
      {/*
        The button is named by its content: the title and the unread count as words for screen readers, while the
        badge's digits only show it (an aria-label beside visible digits would not contain them).
      */}
      <Tooltip title={title} describeChild>
        <IconButton color="inherit" aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99} aria-hidden>
            <Icon />
          </Badge>
          <Box component="span" sx={visuallyHidden}>
            {spokenName}
          </Box>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'left' : 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': title,
            sx: { width: 500, maxWidth: 'calc(100vw - 32px)', maxHeight: 600, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {feed === 'repeated-orders' && (
            <Button size="small" onClick={showRepeatedOrders}>
              {translate('app.bells.show')}
            </Button>
          )}
          <Button size="small" disabled={!unread} onClick={() => void run(() => dataProvider.markAllRead(feed))}>
            {translate('app.bells.mark_all_read')}
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto' }}>
          {query.isPending ? (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              <CircularProgress size={24} aria-label={translate('app.loading')} />
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 3 }} align="center" color="text.secondary">
              {translate('app.bells.empty')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem key={item.id} divider disablePadding>
                  <ListItemButton onClick={() => void openItem(item)}>
                    <ListItemText
                      primary={item.subject_key ? translate(item.subject_key, item.message_params) : item.subject}
                      secondary={[item.content_key ? translate(item.content_key, item.message_params) : item.content, relativeDate(item.created_at, locale)]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { fontWeight: item.is_read ? 'normal' : 'bold' } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          {query.hasNextPage && (
            <Button fullWidth disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {translate('app.bells.load_more')}
            </Button>
          )}
        </Box>
      </Popover>
    </>
  );
}
