//! The match in progress, saved in the browser's local storage after every move and
//! restored after a reload, exactly where it was.
//!
//! A match is a pure function of its game, house rules, seed and moves, so what is saved
//! is just that: the game, the computer players' levels, the seed and every hand's moves
//! in record notation. Restoring replays the moves through the table, which rebuilds the
//! log, the score sheet and everything else on screen.
//!
//! ```json
//! {"version": 1, "game": "jamaican", "players": 4, "set": 6,
//!  "rules": {"pose": "tournament", "...": "..."}, "levels": ["easy", "hard", "easy"],
//!  "seed": 42, "hands": [["pose 6-6", "6-2 left", "pass"]]}
//! ```
//!
//! Data from another version of the game, or damaged data, is a [`SavedError`], never a
//! panic.

use super::state::{TableState, YOU};
use crate::ai::Level;
use crate::rules::{Family, HouseRules, Seat, Signal, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The local-storage key of the saved match.
pub const MATCH_KEY: &str = "dominoes.match";

/// The version of the saved form written by this build.
pub const VERSION: u32 = 1;

/// Just the version of a saved match, read first: other versions may differ in the rest.
// Built only by serde, which the dead-code lint does not see.
#[allow(dead_code)]
#[derive(Deserialize)]
struct Versioned {
    version: Option<u32>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    version: u32,
    game: String,
    players: u8,
    set: u8,
    rules: BTreeMap<String, String>,
    levels: Vec<String>,
    seed: u64,
    hands: Vec<Vec<String>>,
}

/// A saved match's version number, read before the rest.
#[derive(Deserialize)]
struct Stamp {
    #[serde(default)]
    version: Option<u64>,
}

/// Why a saved match could not be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedError {
    /// Saved by another version of the game.
    OtherVersion(u32),
    /// Not a saved match, or one that does not replay.
    Damaged(String),
}

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedError::OtherVersion(_) => f.write_str(
                "The match you were playing was saved by another version of the game and \
                 cannot be continued; a fresh start instead.",
            ),
            SavedError::Damaged(why) => write!(
                f,
                "The match you were playing could not be restored ({why}); a fresh start \
                 instead."
            ),
        }
    }
}

impl std::error::Error for SavedError {}

fn damaged(why: impl Into<String>) -> SavedError {
    SavedError::Damaged(why.into())
}

impl TableState {
    /// The match as saved in local storage (see the module docs).
    pub fn to_saved(&self) -> String {
        let variant = self.game().variant();
        let saved = Saved {
            version: VERSION,
            game: variant.family().id().to_string(),
            players: variant.players(),
            set: variant.set().top(),
            rules: variant
                .rules()
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            levels: (1..4)
                .map(|s| self.level(Seat(s)).id().to_string())
                .collect(),
            seed: self.game().seed(),
            hands: self.transcript.clone(),
        };
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// Restores a match saved by [`TableState::to_saved`], replaying every move.
    pub fn from_saved(text: &str) -> Result<TableState, SavedError> {
        // The version first, on its own, so that another version's save is told apart from
        // a damaged one whatever else it holds. Typed rather than a `serde_json::Value`,
        // which would add kilobytes to the page.
        let stamp: Stamp = match serde_json::from_str(text) {
            Ok(stamp) => stamp,
            // Good JSON, but not a saved match's object.
            Err(_) if serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok() => {
                return Err(damaged("it has no version"))
            }
            Err(_) => return Err(damaged("it is not readable")),
        };
        match stamp.version {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => return Err(SavedError::OtherVersion(v.min(u64::from(u32::MAX)) as u32)),
            None => return Err(damaged("it has no version")),
        }
        let saved: Saved = serde_json::from_str(text).map_err(|e| damaged(format!("{e}")))?;
        let family = Family::from_id(&saved.game).map_err(|e| damaged(e.to_string()))?;
        let mut rules = HouseRules::new();
        for (k, v) in &saved.rules {
            rules.set(k, v);
        }
        let variant = Variant::new(family, saved.players, saved.set, &rules)
            .map_err(|e| damaged(e.to_string()))?;
        if saved.levels.len() != 3 {
            return Err(damaged("it does not have three computer levels"));
        }
        let mut levels = [Level::Easy; 4];
        for (slot, id) in levels[1..].iter_mut().zip(&saved.levels) {
            *slot = Level::from_id(id).ok_or_else(|| damaged(format!("no level '{id}'")))?;
        }
        levels[0] = levels[1];
        if saved.hands.is_empty() {
            return Err(damaged("it has no hands"));
        }
        let mut table = TableState::new(variant, levels, saved.seed);
        for (h, moves) in saved.hands.iter().enumerate() {
            if h > 0 {
                let before = table.hand_number();
                table = table.reduce(super::state::TableAction::NextHand);
                if table.hand_number() == before {
                    return Err(damaged(format!("hand {h} was not finished")));
                }
            }
            for (m, text) in moves.iter().enumerate() {
                let (text, signal) = Signal::split_from(text);
                let round = table.game().round();
                let bad = || damaged(format!("move {} of hand {} is not legal", m + 1, h + 1));
                if table.game().hand_finished() {
                    return Err(bad());
                }
                let seat = round.turn();
                let mv = round.parse_move(text).map_err(|_| bad())?;
                let played = if seat == YOU {
                    table.play_as_yours(mv, signal)
                } else {
                    table.apply(mv, signal)
                };
                if !played {
                    return Err(bad());
                }
            }
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;
    use crate::view::state::TableAction;

    /// Plays `n` random actions (yours and the computers') from `t`.
    fn wander(mut t: TableState, n: usize, rng: &mut Rng) -> TableState {
        for _ in 0..n {
            if t.game().hand_finished() {
                if t.game().is_over() {
                    break;
                }
                t = t.reduce(TableAction::NextHand);
            } else if t.your_turn() {
                let legal = t.legal();
                let mv = legal[rng.below(legal.len() as u32) as usize];
                let signal = t.game().signals_allowed().then_some(Signal::Some);
                t.play_as_yours(mv, signal);
            } else if let Some(c) = t.computer_move() {
                t = t.reduce(TableAction::Computer(c));
            }
        }
        t
    }

    /// Saved at any point of a match of any family, a table restores to the same position
    /// with the same log, score sheet, live region and choices.
    #[test]
    fn a_saved_match_restores_exactly_where_it_was() {
        let mut rng = Rng::new(9);
        let mut checked = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                let variant = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let levels = [Level::Easy, Level::Medium, Level::Easy, Level::Random];
                let mut t = TableState::new(variant, levels, rng.next_u64());
                for _ in 0..6 {
                    t = wander(t, 1 + rng.below(25) as usize, &mut rng);
                    let text = t.to_saved();
                    let back = TableState::from_saved(&text).expect("restores");
                    assert_eq!(back.to_saved(), text);
                    assert_eq!(back.game().moves(), t.game().moves());
                    assert_eq!(back.game().state().scores, t.game().state().scores);
                    assert_eq!(back.hand_number(), t.hand_number());
                    assert_eq!(back.log(), t.log());
                    assert_eq!(back.sheet(), t.sheet());
                    assert_eq!(back.said(), t.said());
                    assert_eq!(back.legal(), t.legal());
                    assert_eq!(back.computer_move(), t.computer_move());
                    assert_eq!(back.game().round().hand(YOU), t.game().round().hand(YOU));
                    checked += 1;
                }
            }
        }
        assert!(checked > 100);
    }

    #[test]
    fn damaged_or_foreign_saves_are_refused_with_a_reason() {
        let variant = Variant::standard(Family::Jamaican).unwrap();
        let t = wander(
            TableState::new(variant, [Level::Easy; 4], 5),
            12,
            &mut Rng::new(1),
        );
        let good = t.to_saved();
        let older = good.replacen("\"version\":1", "\"version\":0", 1);
        assert_eq!(
            TableState::from_saved(&older).err(),
            Some(SavedError::OtherVersion(0))
        );
        let cases = [
            ("".to_string(), "not readable"),
            ("{\"version\": 1".to_string(), "not readable"),
            ("[1, 2]".to_string(), "no version"),
            (
                good.replacen("\"game\":\"jamaican\"", "\"game\":\"chess\"", 1),
                "chess",
            ),
            (good.replacen("\"players\":4", "\"players\":9", 1), "9"),
            (
                good.replacen("\"levels\":[", "\"levels\":[\"genius\",", 1),
                "three",
            ),
            (
                good.replacen("\"easy\"", "\"genius\"", 1),
                "no level 'genius'",
            ),
            (
                good.replacen("\"hands\":[[", "\"hands\":[[\"9-9 left\",", 1),
                "move 1 of hand 1",
            ),
            (
                good.replacen("\"hands\":[[", "\"hands\":[[],[", 1),
                "hand 1 was not finished",
            ),
            (
                good.replacen("\"seed\":", "\"colour\":1,\"seed\":", 1),
                "colour",
            ),
            (
                good.replacen("\"hands\":[", "\"hands\":[]}", 1),
                "not readable",
            ),
        ];
        for (text, expected) in cases {
            let err = TableState::from_saved(&text)
                .err()
                .unwrap_or_else(|| panic!("{text}"));
            let message = err.to_string();
            assert!(message.contains(expected), "{text}: {message}");
            assert!(message.ends_with("a fresh start instead."), "{message}");
        }
    }
}
