import {
  Alert,
  DatePicker,
  Flex,
  FlexItem,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Radio,
  Stack,
  StackItem,
  TimePicker,
  Content,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { windowsNeeded, MINUTES_PER_WAVE } from '../../domain/pool/maintenance-window';
import { I18N_NAMESPACE } from '../i18n';
import { useWindowProblemText } from './window-problem-text';
import { defaultFields, localTimeZone, windowOfFields, type WindowFields } from './window-form';
import { useTimeFormat } from './use-time-format';
import { FullUpdateNote } from '../gate/FullUpdateNote';
import { machinesDoneInWindow, type DurationForecast } from '../../domain/preflight/duration-forecast';
import { WindowShorterThanForecast } from './WindowShorterThanForecast';
import { useDetailStyles } from '../use-detail-styles';

const DURATIONS = [30, 60, 120, 240, 360, 480, 720];

export type RolloutWhen = { readonly kind: 'now' } | { readonly kind: 'window'; readonly fields: WindowFields };

interface RolloutWhenChoiceProps {
  readonly pool: string;
  readonly value: RolloutWhen;
  readonly onChange: (value: RolloutWhen) => void;
  /** Waves of `atOnce` machines the rollout needs: the window's length is weighed against them. */
  readonly waves: number;
  readonly atOnce: number;
  readonly now: number;
  /** How long the pool's machines took last time: the window is weighed against it when known. */
  readonly forecast?: DurationForecast;
}

/**
 * "Roll out now" or "in a maintenance window": the window's start in the admin's time zone
 * (shown, and in UTC as it is stored), its length, once or weekly, and whether it is long
 * enough for the pool at its pace.
 */
export function RolloutWhenChoice({ pool, value, onChange, waves, atOnce, now, forecast }: RolloutWhenChoiceProps) {
  useDetailStyles();
  const { t } = useTranslation(I18N_NAMESPACE);
  const time = useTimeFormat();
  const fields = value.kind === 'window' ? value.fields : undefined;
  const set = (change: Partial<WindowFields>) =>
    fields && onChange({ kind: 'window', fields: { ...fields, ...change } });
  const result = fields ? windowOfFields(fields, now) : undefined;
  const window = result && 'window' in result ? result.window : undefined;
  const needed = fields && !forecast ? windowsNeeded(waves, fields.durationMinutes) : 0;
  const doneInWindow = fields && forecast ? machinesDoneInWindow(forecast, fields.durationMinutes * 60) : undefined;
  const problem = result && 'problem' in result ? result.problem : undefined;
  const problemText = useWindowProblemText();
  return (
    <Stack hasGutter>
      <StackItem>
        <Radio
          id="os-update-plugin-rollout-now"
          name="os-update-plugin-rollout-when"
          data-test="rollout-when-now"
          label={t('Roll out now')}
          isChecked={value.kind === 'now'}
          onChange={() => onChange({ kind: 'now' })}
        />
        <Radio
          id="os-update-plugin-rollout-window"
          name="os-update-plugin-rollout-when"
          data-test="rollout-when-window"
          label={t('Roll out in a maintenance window')}
          description={t(
            'The pool stays held until the window starts; the OS update controller then unpauses it for exactly this target, and pauses it again at the window’s end (machines already updating finish; the rest wait for the next window).',
          )}
          isChecked={value.kind === 'window'}
          onChange={(_event, checked) => checked && onChange({ kind: 'window', fields: fields ?? defaultFields(now) })}
        />
      </StackItem>
      {fields ? (
        <StackItem className="os-update-plugin__nested-choice">
          <Flex spaceItems={{ default: 'spaceItemsMd' }} alignItems={{ default: 'alignItemsFlexEnd' }}>
            <WindowField label={t('Starts on')} id="os-update-plugin-window-date">
              <DatePicker
                id="os-update-plugin-window-date"
                aria-label={t('Window start date')}
                value={fields.date}
                onChange={(_event, date) => set({ date })}
              />
            </WindowField>
            <WindowField label={t('At')} id="os-update-plugin-window-time">
              <TimePicker
                id="os-update-plugin-window-time"
                aria-label={t('Window start time')}
                is24Hour
                time={fields.time}
                onChange={(_event, text) => set({ time: text })}
              />
            </WindowField>
            <WindowField label={t('For')} id="os-update-plugin-window-length">
              <FormSelect
                id="os-update-plugin-window-length"
                aria-label={t('Window length')}
                value={String(fields.durationMinutes)}
                onChange={(_event, minutes) => set({ durationMinutes: Number(minutes) })}
              >
                {DURATIONS.map((minutes) => (
                  <FormSelectOption
                    key={minutes}
                    value={String(minutes)}
                    label={
                      minutes < 60
                        ? t('{{count}} minutes', { count: minutes })
                        : t('{{count}} hours', { count: minutes / 60 })
                    }
                  />
                ))}
              </FormSelect>
            </WindowField>
            <WindowField label={t('Repeat')} id="os-update-plugin-window-repeat">
              <FormSelect
                id="os-update-plugin-window-repeat"
                aria-label={t('Window repeats')}
                value={fields.repeat}
                onChange={(_event, repeat) => set({ repeat: repeat === 'weekly' ? 'weekly' : 'once' })}
              >
                <FormSelectOption value="once" label={t('Once')} />
                <FormSelectOption value="weekly" label={t('Every week, until the pool is updated')} />
              </FormSelect>
            </WindowField>
          </Flex>
          <Content component="small" data-test="window-time-zone">
            {window
              ? t('In your time zone ({{zone}}): {{start}}. Stored as UTC: {{utc}}.', {
                  zone: localTimeZone(),
                  start: time.local(Date.parse(window.start)),
                  utc: time.utc(Date.parse(window.start)),
                })
              : t('Times are in your time zone ({{zone}}) and stored as UTC.', { zone: localTimeZone() })}
          </Content>
          {problem ? (
            <Content component="small" className="os-update-plugin__field-error" data-test="window-problem">
              {problemText[problem]}
            </Content>
          ) : null}
          {needed > 1 ? (
            <Alert
              isInline
              isPlain
              variant="warning"
              data-test="window-too-short"
              title={t('{{pool}} needs about {{count}} windows of this length', { pool, count: needed })}
            >
              {t(
                '{{waves}} waves ({{atOnce}} at a time) of about {{minutes}} minutes each (drain, write the OS, reboot): a window fits about {{fits}}.',
                {
                  waves,
                  atOnce,
                  minutes: MINUTES_PER_WAVE,
                  fits: Math.ceil(fields.durationMinutes / MINUTES_PER_WAVE),
                },
              )}{' '}
              {fields.repeat === 'once'
                ? t('A one-time window leaves the rest held: choose a longer window or every week.')
                : t('Each week’s window goes on where the last one stopped.')}
            </Alert>
          ) : null}
          {forecast && doneInWindow !== undefined && doneInWindow < forecast.machines ? (
            <WindowShorterThanForecast forecast={forecast} done={doneInWindow} repeat={fields.repeat} />
          ) : null}
          {/* Held until the window: another hand that would release it before is said here. */}
          {pool !== 'master' ? <FullUpdateNote /> : null}
        </StackItem>
      ) : null}
    </Stack>
  );
}

/** One field of the window, its label above it; the fields line up in a row. */
function WindowField({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <FlexItem>
      <FormGroup label={label} fieldId={id}>
        {children}
      </FormGroup>
    </FlexItem>
  );
}
