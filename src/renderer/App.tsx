import { Title } from '@mantine/core';

export function App() {
  return <Title order={1}>Diagonal</Title>;
}
