import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const draw = (text: string, parts: Parameters<typeof RichText>[0]['parts']) =>
  render(
    <p data-testid="sentence">
      <RichText text={text} parts={parts} />
    </p>,
  );
const sentence = () => screen.getByTestId('sentence');

describe('a translated sentence with elements in it', () => {
  it('wraps the words each language puts inside a part, wherever its sentence puts them', () => {
    draw('डिजिटल छायाचित्रांसाठी पाहा: <link>ऑर्डरचा इतिहास</link>.', { link: (words) => <a href="/mr/order-history">{words}</a> });
    expect(sentence()).toHaveTextContent('डिजिटल छायाचित्रांसाठी पाहा: ऑर्डरचा इतिहास.');
    expect(screen.getByRole('link', { name: 'ऑर्डरचा इतिहास' })).toHaveAttribute('href', '/mr/order-history');
  });

  it('puts an element where a self-closing part stands, as often as the sentence names it, around the other words', () => {
    draw('We sent a code to <pending/>; until then you log in with <current/>.', {
      pending: () => <strong>new@example.com</strong>,
      current: () => <strong>old@example.com</strong>,
    });
    expect(sentence()).toHaveTextContent('We sent a code to new@example.com; until then you log in with old@example.com.');
    const [first, second] = sentence().querySelectorAll('strong');
    expect(first).toHaveTextContent('new@example.com');
    expect(second).toHaveTextContent('old@example.com');
  });

  it('keeps a value that is an element out of the markup: what a customer typed is never read as a part', () => {
    const typed = '<link>x</link>@example.com';
    draw('Enter the code we sent to <email/>.', { email: () => <strong>{typed}</strong>, link: (words) => <a href="/elsewhere">{words}</a> });
    expect(sentence()).toHaveTextContent(`Enter the code we sent to ${typed}.`);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows markup no part names as its plain words, and never draws HTML', () => {
    draw('Prices are <em>final</em>: <b>no</b> <img src=x onerror=alert(1)> tricks', {});
    expect(sentence()).toHaveTextContent('Prices are final: no <img src=x onerror=alert(1)> tricks');
    expect(sentence().querySelector('em, b, img')).toBeNull();
  });

  it('leaves a sentence without markup as it is', () => {
    draw('Order CH-2026-000123', {});
    expect(sentence()).toHaveTextContent('Order CH-2026-000123');
    expect(sentence().children).toHaveLength(0);
  });
});
