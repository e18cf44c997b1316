export function HomePage() {
  return (
    <main>
      <h1>Velo</h1>
      <p>Le vélo de fonction financé par votre employeur.</p>
    </main>
  );
}
