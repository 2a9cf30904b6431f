//! The deals and matches the browser tests play, checked natively.

use super::*;
use serde::Deserialize;

/// The deals the browser test expects for fixed seeds. The browser build must deal the
/// same hands as this native build. If the engine's dealing changes on purpose, put the
/// hands this test prints into `tests/browser/deals.json`; keep one seed where South
/// holds 6-6 and one where it does not (the browser test needs both).
#[derive(Deserialize)]
struct Fixture {
    seed: u64,
    south: Vec<String>,
}

#[test]
fn the_browser_fixture_matches_the_native_deal() {
    let text = include_str!("../../../../tests/browser/deals.json");
    let fixtures: Vec<Fixture> = serde_json::from_str(text).expect("deals.json parses");
    let holds = |f: &Fixture| f.south.iter().any(|t| t == "6-6");
    assert!(
        fixtures.iter().any(holds),
        "deals.json needs a hand with 6-6"
    );
    assert!(!fixtures.iter().all(holds), "deals.json needs one without");
    for f in fixtures {
        let native: Vec<String> = jamaican(f.seed).hand().iter().map(|h| h.label()).collect();
        assert_eq!(
            native, f.south,
            "seed {}: if the deal changed on purpose, the fixture line is\n  {{ \"seed\": {}, \"south\": {} }}",
            f.seed,
            f.seed,
            serde_json::to_string(&native).unwrap_or_default()
        );
    }
}

/// One match the browser test plays from the picker (tests/browser/matches.json).
#[derive(Deserialize)]
struct BrowserMatch {
    family: String,
    players: u8,
    set: u8,
    rules: std::collections::BTreeMap<String, String>,
    level: String,
    seed: u64,
    hands: usize,
}

fn browser_table(m: &BrowserMatch) -> TableState {
    let family = Family::from_id(&m.family).expect("family");
    let mut house = HouseRules::new();
    for (k, v) in &m.rules {
        house.set(k, v);
    }
    let variant = Variant::new(family, m.players, m.set, &house).expect("variant");
    let level = Level::from_id(&m.level).expect("level");
    TableState::new(variant, [level; 4], m.seed)
}

/// The browser test plays these matches with the same choices as [`TableState::first_choice`]
/// and expects exactly this many hands: the wasm build must play them as this native
/// build does.
#[test]
fn the_browser_matches_finish_in_the_expected_number_of_hands() {
    let text = include_str!("../../../../tests/browser/matches.json");
    let matches: Vec<BrowserMatch> = serde_json::from_str(text).expect("matches.json parses");
    let families: std::collections::BTreeSet<&str> =
        matches.iter().map(|m| m.family.as_str()).collect();
    assert_eq!(families.len(), Family::ALL.len(), "one match per family");
    for m in &matches {
        let (_, hands) = play_out(browser_table(m), false);
        assert_eq!(hands, m.hands, "{} seed {}", m.family, m.seed);
    }
}
