// Demo content for the public site: categories, one editorial author and a set of
// hand-written articles covering every article type. Dates are relative
// (publishedDaysAgo) so the demo never looks stale. Prices and measurements are
// illustrative figures written for the demo; affiliate ids are placeholders.
import macbookAir15M4Review from "./demo-articles/macbook-air-15-m4-review";
import googlePixel9aReview from "./demo-articles/google-pixel-9a-review";
import sonyWh1000xm6Review from "./demo-articles/sony-wh-1000xm6-review";
import eufyX10ProOmniReview from "./demo-articles/eufy-x10-pro-omni-review";
import googlePixelWatch3Review from "./demo-articles/google-pixel-watch-3-review";
import nintendoSwitch2Review from "./demo-articles/nintendo-switch-2-review";
import lgUltragear27gs95qeReview from "./demo-articles/lg-ultragear-27gs95qe-review";
import galaxyS25UltraVsIphone16ProMax from "./demo-articles/galaxy-s25-ultra-vs-iphone-16-pro-max";
import steamDeckOledVsRogAllyX from "./demo-articles/steam-deck-oled-vs-rog-ally-x";
import boseQcUltraEarbudsVsSonyWf1000xm5 from "./demo-articles/bose-qc-ultra-earbuds-vs-sony-wf-1000xm5";
import brutalAwardBestPasswordManager2026Bitwarden from "./demo-articles/brutal-award-best-password-manager-2026-bitwarden";
import brutalAwardBestBudgetEarbuds2026SoundcoreLiberty4Nc from "./demo-articles/brutal-award-best-budget-earbuds-2026-soundcore-liberty-4-nc";
import brutalAwardBestSmartThermostat2026EcobeePremium from "./demo-articles/brutal-award-best-smart-thermostat-2026-ecobee-premium";
import interviewPhoneRepairTechnicianWhatActuallyBreaks from "./demo-articles/interview-phone-repair-technician-what-actually-breaks";
import interviewIndieDeveloperSubscriptionsAiFeatures from "./demo-articles/interview-indie-developer-subscriptions-ai-features";
import interviewSmartHomeInstallerMatterWifiCloud from "./demo-articles/interview-smart-home-installer-matter-wifi-cloud";
import euUsbCRuleNowCoversLaptops from "./demo-articles/eu-usb-c-rule-now-covers-laptops";
import windows10ExtendedSecurityUpdatesClock from "./demo-articles/windows-10-extended-security-updates-clock";
import memoryPricesPushLaptopPricesUp from "./demo-articles/memory-prices-push-laptop-prices-up";
import olderNestThermostatsLoseAppSupport from "./demo-articles/older-nest-thermostats-lose-app-support";
import howToCheckUsedLaptopBatteryHealth from "./demo-articles/how-to-check-used-laptop-battery-health";
import howToBuildSmartHomeThatWorksOffline from "./demo-articles/how-to-build-smart-home-that-works-offline";
import howToUseAiWritingToolsWithoutPublishingGarbage from "./demo-articles/how-to-use-ai-writing-tools-without-publishing-garbage";
import onePasswordReview from "./demo-articles/1password-review";
import grammarlyProReview from "./demo-articles/grammarly-pro-review";
import obsidianReview from "./demo-articles/obsidian-review";

import { EDITORIAL_AUTHOR_NAME } from "~/articles/editorial-author";
import type { TDemoArticle, TDemoCategory } from "./demo-article";
export const demoAuthor = { username: EDITORIAL_AUTHOR_NAME } as const;

export const demoCategories: TDemoCategory[] = [
  { slug: "laptops", name: "Laptops" },
  { slug: "smartphones", name: "Smartphones" },
  { slug: "audio", name: "Audio" },
  { slug: "smart-home", name: "Smart Home" },
  { slug: "wearables", name: "Wearables" },
  { slug: "gaming", name: "Gaming" },
  { slug: "software", name: "Software" },
  { slug: "ai-tools", name: "AI Tools" },
];

// One file an article in demo-articles/, so each can be read and edited alone.
export const demoArticles: TDemoArticle[] = [
  macbookAir15M4Review,
  googlePixel9aReview,
  sonyWh1000xm6Review,
  eufyX10ProOmniReview,
  googlePixelWatch3Review,
  nintendoSwitch2Review,
  lgUltragear27gs95qeReview,
  galaxyS25UltraVsIphone16ProMax,
  steamDeckOledVsRogAllyX,
  boseQcUltraEarbudsVsSonyWf1000xm5,
  brutalAwardBestPasswordManager2026Bitwarden,
  brutalAwardBestBudgetEarbuds2026SoundcoreLiberty4Nc,
  brutalAwardBestSmartThermostat2026EcobeePremium,
  interviewPhoneRepairTechnicianWhatActuallyBreaks,
  interviewIndieDeveloperSubscriptionsAiFeatures,
  interviewSmartHomeInstallerMatterWifiCloud,
  euUsbCRuleNowCoversLaptops,
  windows10ExtendedSecurityUpdatesClock,
  memoryPricesPushLaptopPricesUp,
  olderNestThermostatsLoseAppSupport,
  howToCheckUsedLaptopBatteryHealth,
  howToBuildSmartHomeThatWorksOffline,
  howToUseAiWritingToolsWithoutPublishingGarbage,
  onePasswordReview,
  grammarlyProReview,
  obsidianReview,
];
