//! `dominoes browser-seeds`: short matches for the browser test. The browser test plays
//! one match per entry of `tests/browser/matches.json` through the page's buttons, always
//! taking the first choice offered; this command finds, for each entry, the seed whose
//! match takes the fewest of your clicks with at least two hands, and says how many hands
//! it takes (the figure the native test `the_browser_matches_finish_in_the_expected_number_
//! of_hands` in `src/view/table/tests/browser.rs` checks); both play with
//! `TableState::first_choice`.

use super::args::{Args, Spec};
use super::output::{emit, fail, CliError};
use dominoes::ai::Level;
use dominoes::rules::input::shown;
use dominoes::rules::{Family, HouseRules, Variant};
use dominoes::view::table::{TableAction, TableState};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::io::{Read, Write};

/// The largest file of matches read.
const MAX_BYTES: u64 = 1 << 20;

/// The most seeds tried per match.
const MAX_BELOW: u64 = 100_000;

/// The most actions a match may take before it is given up as endless.
const MAX_ACTIONS: usize = 100_000;

/// One entry of `matches.json`.
#[derive(Deserialize)]
struct BrowserMatch {
    family: String,
    players: u8,
    set: u8,
    rules: BTreeMap<String, String>,
    level: String,
    seed: u64,
    hands: usize,
}

/// `dominoes browser-seeds FILE [--below N]`.
pub(super) fn command(
    rest: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &["--below"],
            flags: &[],
        },
    )?;
    let file = args.file("browser-seeds")?;
    let below = args.whole("--below", 1, MAX_BELOW)?.unwrap_or(300);
    let name = if file == "-" {
        "standard input".to_string()
    } else {
        shown(file)
    };
    let mut bytes = Vec::new();
    let read = if file == "-" {
        input.take(MAX_BYTES).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|f| f.take(MAX_BYTES).read_to_end(&mut bytes))
    };
    if let Err(e) = read {
        return fail(format!("cannot read {name}: {e}"));
    }
    let matches: Vec<BrowserMatch> = serde_json::from_slice(&bytes)
        .or_else(|e| fail(format!("{name}: not a list of matches: {e}")))?;
    let mut text = String::new();
    for m in &matches {
        let (variant, level) = setup(m)?;
        let mut best: Option<(usize, usize, u64)> = None;
        for seed in 0..below {
            let table = TableState::new(variant.clone(), [level; 4], seed);
            let Some((hands, clicks)) = play_counting(table) else {
                return fail(format!(
                    "{} seed {seed}: the match did not finish",
                    m.family
                ));
            };
            if hands >= 2 && best.is_none_or(|b| (clicks, hands, seed) < b) {
                best = Some((clicks, hands, seed));
            }
        }
        // The file's own seed replayed, so a stale entry shows.
        let now = play_counting(TableState::new(variant.clone(), [level; 4], m.seed))
            .map_or(0, |(hands, _)| hands);
        let stale = if now == m.hands {
            String::new()
        } else {
            format!(" (stale: it now takes {now})")
        };
        text += &match best {
            Some((clicks, hands, seed)) => format!(
                "{} {}p: seed {seed} in {hands} hands, {clicks} clicks; file: seed {} in {} hands{stale}\n",
                m.family, m.players, m.seed, m.hands
            ),
            None => format!(
                "{} {}p: no seed below {below} takes two hands or more; file: seed {} in {} hands{stale}\n",
                m.family, m.players, m.seed, m.hands
            ),
        };
    }
    emit(out, &text)
}

/// The table and the computer players' level an entry describes.
fn setup(m: &BrowserMatch) -> Result<(Variant, Level), CliError> {
    let family = Family::from_id(&m.family).or_else(|e| fail(e.to_string()))?;
    let mut house = HouseRules::new();
    for (k, v) in &m.rules {
        house.set(k, v);
    }
    let variant =
        Variant::new(family, m.players, m.set, &house).or_else(|e| fail(e.to_string()))?;
    let Some(level) = Level::from_id(&m.level) else {
        return fail(format!("unknown level '{}'", shown(&m.level)));
    };
    Ok((variant, level))
}

/// Plays a match to its end with the first choice the page offers each time (as the
/// browser test clicks): the number of hands and of your clicks, or `None` when it does not
/// finish.
fn play_counting(mut t: TableState) -> Option<(usize, usize)> {
    let mut yours = 0;
    for _ in 0..MAX_ACTIONS {
        let Some(action) = t.first_choice() else {
            break;
        };
        if !matches!(action, TableAction::Computer(_)) {
            yours += 1;
        }
        t = t.reduce(action);
    }
    t.game().is_over().then(|| (t.hand_number(), yours))
}
