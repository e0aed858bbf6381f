import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "../../../app-providers";
import { AiBotsSection } from "../ai-bots-section";
import { Planet, Starfield } from "../starfield";
import heroClasses from "../hero.module.css";

function Page() {
  return (
    <>
      <section className={heroClasses.hero} style={{ position: "relative" }}>
        <Starfield />
        <Planet />
        <h1 style={{ color: "white", margin: "0 auto" }}>Generate Content Effortlessly</h1>
      </section>
      <AiBotsSection />
    </>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<AppProviders><BrowserRouter><Page /></BrowserRouter></AppProviders>);
