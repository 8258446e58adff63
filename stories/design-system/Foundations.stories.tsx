import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Button, Card, fontSize, Heading, space, TextField } from '../../design-system';

function Foundations() {
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <section>
        <Heading level={2}>Type scale</Heading>
        {Object.entries(fontSize).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '0.25rem 0' }}>
            {name}: Biblioteca / Library / Biblioteca
          </p>
        ))}
      </section>
      <section>
        <Heading level={2}>Spacing scale</Heading>
        {Object.entries(space).map(([name, size]) => (
          <Box key={name} display="flex" alignItems="center" gap="sm">
            <span style={{ width: '4rem' }}>{name}</span>
            <span
              style={{
                display: 'inline-block',
                height: '1rem',
                width: size,
                background: 'currentColor',
              }}
            />
          </Box>
        ))}
      </section>
      <section>
        <Heading level={2}>Reflow</Heading>
        <Box display="flex" flexWrap="wrap" gap="md">
          <Card title="Loans">You have 3 loans.</Card>
          <Card title="Holds">You have 1 hold.</Card>
          <TextField label="A rather long field label that must wrap instead of being clipped at large zoom levels" />
          <Button>Button with a fairly long label that wraps</Button>
        </Box>
      </section>
    </Box>
  );
}

const meta = { title: 'Design system/Foundations', component: Foundations } satisfies Meta<
  typeof Foundations
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** +100 % zoom, bold text, high contrast; the page must not scroll sideways. */
export const MaxZoomBoldHighContrast: Story = {
  globals: { zoom: '100', bold: 'on', scheme: 'highContrast' },
  play: async () => {
    const root = document.documentElement;
    await expect(getComputedStyle(root).fontSize).toBe('32px');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
export const DarkScheme: Story = { globals: { scheme: 'dark' } };
export const InvertedScheme: Story = { globals: { scheme: 'inverted' } };
export const GreyscaleScheme: Story = { globals: { scheme: 'greyscale' } };
export const Portuguese: Story = { globals: { language: 'pt' } };
