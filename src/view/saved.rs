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
//!  "seed": 42, "hands": [["pose 6-6", "6-2 left", "pass"]], "hints": 2, "undos": 1,
//!  "played_on": true}
//! ```
//!
//! `hints` and `undos`, how many hints were given and undos made in the match, and
//! `played_on`, true for a match played on from a record (left out of your statistics),
//! are the optional fields: each written only when not 0 or false.
//!
//! Data from another version of the game, or damaged data, is a [`SavedError`], never a
//! panic.

use super::table::TableState;
use crate::ai::Level;
use crate::json::{self, Fields, Map, Value};
use crate::rules::{Family, HouseRules, Seat, Variant};
use std::fmt;

/// The local-storage key of the saved match.
pub const MATCH_KEY: &str = "dominoes.match";

/// The version of the saved form written by this build.
pub const VERSION: u32 = 1;

/// The fields of a saved match, all required but `hints`, `undos` and `played_on`; any
/// other field is refused.
const FIELDS: [&str; 11] = [
    "version",
    "game",
    "players",
    "set",
    "rules",
    "levels",
    "seed",
    "hands",
    "hints",
    "undos",
    "played_on",
];

/// A saved match as read, before it is checked against the rules.
struct Saved {
    game: String,
    players: u8,
    set: u8,
    rules: Vec<(String, String)>,
    levels: Vec<String>,
    seed: u64,
    hands: Vec<Vec<String>>,
    hints: u32,
    undos: u32,
    played_on: bool,
}

impl Saved {
    /// Reads the fields of a saved match: every one must be there, with its type, and
    /// no other.
    fn read(value: &Value) -> Result<Saved, String> {
        let f = Fields::read(value, &FIELDS, true)?;
        let hands = f
            .value("hands")?
            .as_array()
            .and_then(|hands| hands.iter().map(json::strings).collect())
            .ok_or("\"hands\" must be a list of lists of moves")?;
        Ok(Saved {
            game: f.string("game")?.to_string(),
            players: f.whole("players", 255)? as u8,
            set: f.whole("set", 255)? as u8,
            rules: f.string_map("rules")?,
            levels: f.strings("levels")?,
            seed: f.whole("seed", u64::MAX)?,
            hands,
            hints: match f.get("hints") {
                None => 0,
                Some(_) => f.whole("hints", u64::from(u32::MAX))? as u32,
            },
            undos: match f.get("undos") {
                None => 0,
                Some(_) => f.whole("undos", u64::from(u32::MAX))? as u32,
            },
            played_on: match f.get("played_on") {
                None => false,
                Some(v) => v.as_bool().ok_or("\"played_on\" must be true or false")?,
            },
        })
    }
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
    /// The match as saved in local storage (see the module docs): compact JSON, its
    /// fields in the order above, house rules sorted by key.
    pub fn to_saved(&self) -> String {
        let levels: Vec<&str> = (1..4).map(|s| self.level(Seat::new(s)).id()).collect();
        let levels: Vec<Value> = levels.into_iter().map(Value::from).collect();
        let saved = self
            .variant_fields(Map::new().with("version", VERSION), "game")
            .with("levels", levels)
            .with("seed", self.game().seed())
            .with("hands", self.transcript().to_vec())
            .with_some("hints", (self.hints() > 0).then_some(self.hints()))
            .with_some("undos", (self.undos() > 0).then_some(self.undos()))
            .with_some("played_on", self.played_on().then_some(true));
        Value::Object(saved).to_json()
    }

    /// `map` with the match's game (under `game`), player count, set and house rules
    /// (sorted by key): what the saved match and a game record share.
    fn variant_fields(&self, map: Map, game: &str) -> Map {
        let variant = self.game().variant();
        let mut rules = Map::new();
        for (key, value) in variant.rules().iter() {
            rules.push(key, value);
        }
        map.with(game, variant.family().id())
            .with("players", variant.players())
            .with("set", variant.set().top())
            .with("rules", rules)
    }

    /// The match so far as a game record (see [`crate::record`]), which `dominoes
    /// replay` reads: its game, player count, set, house rules, seed and every hand's
    /// moves. What "Save record" downloads.
    pub fn record_json(&self) -> String {
        let hands: Vec<Value> = self
            .transcript()
            .iter()
            .map(|moves| Value::Object(Map::new().with("moves", moves.clone())))
            .collect();
        let record = self
            .variant_fields(Map::new(), "family")
            .with("seed", self.game().seed())
            .with("hands", hands);
        Value::Object(record).to_json()
    }

    /// Restores a match saved by [`TableState::to_saved`], replaying every move.
    pub fn from_saved(text: &str) -> Result<TableState, SavedError> {
        let value = json::parse(text).map_err(|_| damaged("it is not readable"))?;
        // The version first, on its own, so that another version's save is told apart from
        // a damaged one whatever else it holds.
        let versions = value
            .as_object()
            .map_or(0, |m| m.iter().filter(|(k, _)| *k == "version").count());
        match value.get("version").map(Value::as_u64) {
            _ if versions > 1 => return Err(damaged("it has no version")),
            Some(Some(v)) if v == u64::from(VERSION) => {}
            Some(Some(v)) => {
                return Err(SavedError::OtherVersion(v.min(u64::from(u32::MAX)) as u32))
            }
            _ => return Err(damaged("it has no version")),
        }
        let saved = Saved::read(&value).map_err(damaged)?;
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
        let table = TableState::replay(variant, levels, saved.seed, &saved.hands);
        Ok(table
            .map_err(damaged)?
            .with_hints(saved.hints)
            .with_undos(saved.undos)
            .with_played_on(saved.played_on))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rng, Signal};
    use crate::view::table::{TableAction, YOU};

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
                t.play_noted(mv, signal);
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
                    assert_eq!(back.game().hand().hand(YOU), t.game().hand().hand(YOU));
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

    /// Saved by the build before this reader (serde_json's writer): an All Fives match
    /// with a house rule, mixed levels and a seed past 2^63, in its third hand.
    const SAVED_ALLFIVES: &str = r#"{"version":1,"game":"allfives","players":2,"set":6,"rules":{"hand_size":"standard","muggins":"on","target":"100"},"levels":["medium","hard","random"],"seed":18446744073709551557,"hands":[["pose 5-5","claim","2-5 left","4-5 right","2-4 right","2-6 left","0-2 right","1-6 left","0-4 right","claim","0-5 south","claim","1-4 right","1-1 left","0-3 south","1-2 right"],["pose 4-6","claim","4-4 left","6-6 right","claim","1-4 left","3-6 right","1-3 left","draw","3-4 north","2-3 left","2-2 left","claim","2-5 left","draw","0-4 south","0-5 left","0-2 left","1-2 left"],["pose 0-6","0-4 left","claim"]]}"#;

    /// Saved by the build before this reader: Haitian partners with signals, a finished
    /// hand and the next one not started.
    const SAVED_HAITIAN: &str = r#"{"version":1,"game":"haitian","players":4,"set":6,"rules":{"form":"partners","signals":"on"},"levels":["easy","easy","easy"],"seed":77,"hands":[["pose 6-6","0-6 left signal some","0-3 left signal strong","3-3 left signal some","1-6 right signal some","0-1 right signal some","3-4 left signal strong","4-4 left signal some","0-0 right signal strong","0-2 right signal some","4-5 left signal some","3-5 left signal none","2-2 right signal some","2-5 right signal some","5-5 right signal none","1-5 right signal some","1-2 right signal none","3-6 left signal some","2-4 right signal some","4-6 right signal some","pass","5-6 left signal some","pass","2-6 right signal none","0-5 left signal some","pass","2-3 right signal none","pass","0-4 left signal none"],[]]}"#;

    #[test]
    fn matches_saved_by_the_previous_build_restore_and_save_the_same_bytes() {
        let t = TableState::from_saved(SAVED_ALLFIVES).expect("restores");
        assert_eq!(t.to_saved(), SAVED_ALLFIVES);
        assert_eq!(t.hand_number(), 3);
        assert_eq!(t.game().seed(), 18_446_744_073_709_551_557);
        assert_eq!(t.level(Seat::new(3)), Level::Random);
        assert_eq!(t.game().variant().rule("muggins"), "on");
        let t = TableState::from_saved(SAVED_HAITIAN).expect("restores");
        assert_eq!(t.to_saved(), SAVED_HAITIAN);
        assert_eq!(t.hand_number(), 2);
        // Spaces, line breaks, escapes and another order of fields read the same.
        let spaced = SAVED_HAITIAN
            .replace(',', ",\n  ")
            .replace(':', " : ")
            .replace("\"game\"", "\"g\\u0061me\"")
            .replace("\"version\" : 1,", "")
            .replacen('{', "{\"version\": 1, ", 1);
        let back = TableState::from_saved(&spaced).expect("restores");
        assert_eq!(back.to_saved(), SAVED_HAITIAN);
    }

    #[test]
    fn every_field_must_be_there_with_its_type_and_no_other() {
        let cases = [
            (
                SAVED_HAITIAN.replacen(r#""seed":77,"#, "", 1),
                "missing field \"seed\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""seed":77"#, r#""seed":"77""#, 1),
                "\"seed\" must be",
            ),
            (
                SAVED_HAITIAN.replacen(r#""seed":77"#, r#""seed":-77"#, 1),
                "\"seed\" must be",
            ),
            (
                SAVED_HAITIAN.replacen(r#""players":4"#, r#""players":4.0"#, 1),
                "\"players\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""players":4"#, r#""players":260"#, 1),
                "from 0 to 255",
            ),
            (
                SAVED_HAITIAN.replacen(r#""set":6"#, r#""set":null"#, 1),
                "\"set\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""signals":"on""#, r#""signals":true"#, 1),
                "\"rules\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""levels":["easy","#, r#""levels":[1,"#, 1),
                "\"levels\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""hands":[["#, r#""hands":[[3,"#, 1),
                "\"hands\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""seed":77"#, r#""seed":77,"seed":78"#, 1),
                "duplicate field \"seed\"",
            ),
            (
                SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":"1""#, 1),
                "no version",
            ),
            (
                SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":null"#, 1),
                "no version",
            ),
            (
                SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":1.0"#, 1),
                "no version",
            ),
            (
                SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":1,"version":1"#, 1),
                "no version",
            ),
            (
                SAVED_HAITIAN.replacen(r#""version":1,"#, "", 1),
                "no version",
            ),
            ("\"version\"".to_string(), "no version"),
            (
                format!("{}{SAVED_HAITIAN}{}", "[".repeat(200), "]".repeat(200)),
                "not readable",
            ),
            (SAVED_HAITIAN.replacen('{', "{{", 1), "not readable"),
        ];
        for (text, expected) in cases {
            let err = TableState::from_saved(&text)
                .err()
                .unwrap_or_else(|| panic!("{text}"));
            let message = err.to_string();
            assert!(message.contains(expected), "{text}: {message}");
            assert!(message.ends_with("a fresh start instead."), "{message}");
        }
        let newer = SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":99999999999"#, 1);
        assert_eq!(
            TableState::from_saved(&newer).err(),
            Some(SavedError::OtherVersion(u32::MAX))
        );
        let newer = SAVED_HAITIAN.replacen(r#""version":1"#, r#""version":2,"colour":1"#, 1);
        assert_eq!(
            TableState::from_saved(&newer).err(),
            Some(SavedError::OtherVersion(2))
        );
    }
}
