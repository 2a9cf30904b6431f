//! Game records: a match written down as JSON, to save, share, replay and check.
//!
//! A record holds everything that makes a match a pure function: the family, the player
//! count, the set, the house rules, the seed, and for every hand its deal (or nothing, when
//! the hand is dealt from the seed) and its moves in record notation.
//!
//! ```json
//! {
//!   "family": "jamaican",
//!   "players": 4,
//!   "set": 6,
//!   "rules": { "pose": "sporting" },
//!   "seed": 42,
//!   "hands": [
//!     {
//!       "deal": {
//!         "hands": [["6-6", "1-2", "..."], ["..."], ["..."], ["..."]],
//!         "boneyard": []
//!       },
//!       "moves": ["pose 6-6", "6-2 left", "pass", "2-3 left"]
//!     },
//!     { "moves": ["poser north", "pose 4-4", "..."] }
//!   ]
//! }
//! ```
//!
//! * `family` (required): a family id (`jamaican`, `cutthroat`, `chiva`, `partnership`,
//!   `blockdraw`, ...).
//! * `players`, `set` (the highest double: 6, 9, 12 or 15) and `rules` (house rule key to
//!   value; numbers and `true`/`false` are read as `"7"`, `"on"`/`"off"`) are optional: left
//!   out, the family's defaults apply.
//! * `seed` (optional): a whole number (or a string of ASCII digits only: no sign, no
//!   spaces). Hands without a `deal` are dealt from it, exactly as the game deals them.
//! * At most [`MAX_HOUSE_RULES`] house rules and [`MAX_RECORD_BYTES`] bytes in all.
//! * `hands`: one entry per hand, in order. `deal.hands` lists each seat's tiles from South
//!   (seat 0) on, anti-clockwise; `deal.boneyard` lists the undealt tiles in draw order
//!   (left out: the undealt tiles in canonical order). `moves` lists the hand's moves in
//!   record notation: `pose 6-6`, `6-2 left`, `6-1 left open 6` (only where the open number
//!   is a choice), `draw`, `pass`, `poser north`, `claim`, `muggins`; a Haitian partner's
//!   signal follows its play: `6-2 left signal strong`. Every hand but the last must be finished;
//!   no hand may follow the end of the match. An empty or missing `hands` is the first hand
//!   with no move yet.
//!
//! Any other field is refused, so a misspelt key is reported instead of ignored.
//! [`Record::parse`] and [`Record::replay`] never panic: every refusal is a
//! [`RecordError`] that names the problem (hand and move numbers count from 1).

use crate::rules::input::{cut_quotes, parse_seed, shown, MAX_HOUSE_RULES};
use crate::rules::{
    Deal, DealError, Family, HouseRules, IllegalMove, Match, Move, MoveTextError, Seat, SetupError,
    Signal, Tile, Variant,
};
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The longest record read, in bytes: 16 MiB, far above any real match (a hand takes
/// well under a kilobyte), so that reading one never holds a reader for long.
pub const MAX_RECORD_BYTES: usize = 16 << 20;

/// A game record as written in JSON (see the module docs for the format).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The family id, e.g. `"jamaican"`.
    pub family: String,
    /// How many play; the family's default when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u8>,
    /// The set's highest double (6, 9, 12, 15); the family's default when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<u8>,
    /// House rules by key; the ones left out take their defaults.
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "rule_values"
    )]
    pub rules: BTreeMap<String, String>,
    /// The match seed, from which every hand without an explicit deal is dealt.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "seed_value"
    )]
    pub seed: Option<u64>,
    /// The hands in order.
    #[serde(default)]
    pub hands: Vec<HandRecord>,
}

/// One hand of a record: its deal (or none, to deal it from the seed) and its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandRecord {
    /// The tiles dealt, when not dealt from the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<DealRecord>,
    /// The moves in record notation.
    #[serde(default)]
    pub moves: Vec<String>,
}

/// An explicit deal: each seat's tiles and the boneyard, written as `"a-b"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealRecord {
    /// Each seat's tiles, from South (seat 0) on.
    pub hands: Vec<Vec<String>>,
    /// The undealt tiles in draw order; left out, the canonical order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boneyard: Option<Vec<String>>,
}

/// Where a tile of an explicit deal is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TilePlace {
    /// In the hand dealt to this seat.
    Seat(Seat),
    /// In the boneyard.
    Boneyard,
}

/// Why a record was refused. Hand and move numbers count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not JSON, or not shaped like a record.
    Json {
        /// Line of the problem (from 1).
        line: usize,
        /// Column of the problem (from 1).
        column: usize,
        /// What the JSON reader found.
        message: String,
    },
    /// The text is longer than [`MAX_RECORD_BYTES`]; it is refused unread.
    TooLarge {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The family, player count, set or a house rule was refused.
    Setup(SetupError),
    /// A hand has no deal and the record has no seed to deal it from.
    NoSeed {
        /// The hand.
        hand: usize,
    },
    /// A tile of an explicit deal is written wrong.
    Tile {
        /// The hand.
        hand: usize,
        /// Where the tile is written.
        place: TilePlace,
        /// Players at the table (for seat names).
        players: u8,
        /// The text as written.
        text: String,
    },
    /// An explicit deal does not fit the game (hand sizes, a tile twice, a missing tile...).
    Deal {
        /// The hand.
        hand: usize,
        /// Players at the table (for seat names).
        players: u8,
        /// What the engine found.
        error: DealError,
    },
    /// An explicit deal without any double, in a game that redeals such deals.
    NoDouble {
        /// The hand.
        hand: usize,
    },
    /// A move's text cannot be read.
    MoveText {
        /// The hand.
        hand: usize,
        /// The move's number in the hand.
        number: usize,
        /// What the engine said about the text.
        error: MoveTextError,
    },
    /// A move is against the rules.
    Illegal {
        /// The hand.
        hand: usize,
        /// The move's number in the hand.
        number: usize,
        /// The move as written.
        text: String,
        /// The seat whose turn it was.
        seat: &'static str,
        /// The engine's reason.
        reason: IllegalMove,
    },
    /// A move comes after its hand ended.
    AfterHandEnd {
        /// The hand.
        hand: usize,
        /// The move's number in the hand.
        number: usize,
        /// The move as written.
        text: String,
        /// The hand also ended the match.
        match_over: bool,
    },
    /// A hand follows the end of the match.
    AfterMatchEnd {
        /// The hand that should not be there.
        hand: usize,
    },
    /// A hand follows one that is not finished.
    HandNotFinished {
        /// The unfinished hand.
        hand: usize,
    },
    /// JSON that is not shaped like a record, as [`Record::read`] finds it (a field
    /// unknown, missing or of the wrong type).
    Shape(String),
}

impl fmt::Display for RecordError {
    /// One line: control characters quoted from the record (a newline inside a move's
    /// text...) are written escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        self.describe(&mut text)?;
        for c in text.chars() {
            if c.is_control() {
                write!(f, "{}", c.escape_default())?;
            } else {
                fmt::Write::write_char(f, c)?;
            }
        }
        Ok(())
    }
}

impl RecordError {
    fn describe(&self, f: &mut String) -> fmt::Result {
        use fmt::Write;
        match self {
            RecordError::Json {
                line,
                column,
                message,
            } => write!(f, "bad JSON at line {line}, column {column}: {message}"),
            RecordError::TooLarge { bytes } => write!(
                f,
                "the record is {bytes} bytes long; records of more than {MAX_RECORD_BYTES} bytes are refused"
            ),
            RecordError::Setup(e) => write!(f, "{e}"),
            RecordError::NoSeed { hand } => write!(
                f,
                "hand {hand} has no deal and the record has no seed to deal it from"
            ),
            RecordError::Tile {
                hand,
                place,
                players,
                text,
            } => {
                let place = match place {
                    TilePlace::Seat(s) => format!("{}'s tiles", s.name(*players)),
                    TilePlace::Boneyard => "the boneyard".to_string(),
                };
                write!(
                    f,
                    "hand {hand}: in {place}, '{}' is not a tile (write two numbers from 0 to 15 joined by '-', like 3-5)",
                    shown(text)
                )
            }
            RecordError::Deal {
                hand,
                players,
                error,
            } => match error {
                DealError::HandCount { expected, got } => write!(
                    f,
                    "hand {hand}: the deal lists {got} hands but {expected} players play"
                ),
                DealError::HandSize {
                    seat,
                    expected,
                    got,
                } => write!(
                    f,
                    "hand {hand}: {} is dealt {got} tiles but each player gets {expected}",
                    seat.name(*players)
                ),
                DealError::Duplicate(t) => write!(f, "hand {hand}: tile {t} is dealt twice"),
                DealError::NotInGame(t) => {
                    write!(f, "hand {hand}: tile {t} is not in this game's set")
                }
                DealError::Missing(n) => write!(
                    f,
                    "hand {hand}: {n} tiles of the set are missing from the deal (the boneyard must list every undealt tile)"
                ),
            },
            RecordError::NoDouble { hand } => write!(
                f,
                "hand {hand}: the deal has no double, and this game redeals such a deal"
            ),
            RecordError::MoveText {
                hand,
                number,
                error,
            } => write!(
                f,
                "hand {hand}, move {number}: cannot read '{}': {}",
                shown(&error.text),
                error.why
            ),
            RecordError::Illegal {
                hand,
                number,
                text,
                seat,
                reason,
            } => write!(
                f,
                "hand {hand}, move {number} '{}' by {seat} is illegal: {reason}",
                shown(text)
            ),
            RecordError::AfterHandEnd {
                hand,
                number,
                text,
                match_over,
            } => {
                let what = if *match_over {
                    "the match is over"
                } else {
                    "the hand is over"
                };
                write!(
                    f,
                    "hand {hand}, move {number} '{}': {what} (it ended after move {})",
                    shown(text),
                    number - 1
                )
            }
            RecordError::AfterMatchEnd { hand } => write!(
                f,
                "hand {hand}: the match was already over after hand {}",
                hand - 1
            ),
            RecordError::Shape(why) => write!(f, "not a game record: {why}"),
            RecordError::HandNotFinished { hand } => write!(
                f,
                "hand {hand} is not finished, yet the record goes on to hand {}",
                hand + 1
            ),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> RecordError {
        RecordError::Setup(e)
    }
}

/// A move about to be replayed, shown to the observer of [`Record::replay_with`].
#[derive(Clone, Copy, Debug)]
pub struct Step<'a> {
    /// The hand (from 1).
    pub hand: usize,
    /// The move's number in the hand (from 1).
    pub number: usize,
    /// The move as written in the record.
    pub text: &'a str,
    /// The move as read.
    pub mv: Move,
    /// The signal given with it, if any.
    pub signal: Option<Signal>,
    /// The match just before the move.
    pub game: &'a Match,
}

impl Record {
    /// Reads a record from JSON. Shape errors carry the line and column.
    pub fn parse(json: &str) -> Result<Record, RecordError> {
        if json.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge { bytes: json.len() });
        }
        serde_json::from_str(json).map_err(|e| {
            let text = e.to_string();
            // serde_json appends " at line L column C"; the position is given apart.
            let message = cut_quotes(match text.rfind(" at line ") {
                Some(at) => &text[..at],
                None => &text,
            });
            RecordError::Json {
                line: e.line(),
                column: e.column(),
                message,
            }
        })
    }

    /// Reads a record from JSON as [`Record::parse`] does, with the crate's own small
    /// JSON reader ([`crate::json`]) in place of `serde_json`, which would cost the page
    /// more than the rest of this feature: what the browser uses. Every limit and every
    /// refusal past the JSON's shape is the same; the JSON's own errors (syntax, an
    /// unknown field, a wrong type) say the same things in other words.
    pub fn read(text: &str) -> Result<Record, RecordError> {
        use crate::json::{parse, strings, Fields, Value};
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge { bytes: text.len() });
        }
        let value = parse(text).map_err(|e| RecordError::Json {
            line: e.line,
            column: e.column,
            message: e.problem.describe().to_string(),
        })?;
        let shape = RecordError::Shape;
        let list = |v: &Value, what: &str| {
            strings(v).ok_or_else(|| shape(format!("{what} must be a list of strings")))
        };
        let top = ["family", "players", "set", "rules", "seed", "hands"];
        let f = Fields::read(&value, &top, true).map_err(shape)?;
        let small = |key: &str| match f.get(key) {
            None => Ok(None),
            Some(_) => f.whole(key, 255).map(|n| Some(n as u8)).map_err(shape),
        };
        let mut rules = BTreeMap::new();
        // `null` is refused where `serde_json` refuses it: for the rules, hands and moves.
        if let Ok(v) = f.value("rules") {
            let bad = || shape("\"rules\" must map house rules to values".into());
            for (key, value) in v.as_object().ok_or_else(bad)?.iter() {
                let value = match value {
                    Value::String(s) => s.clone(),
                    Value::Bool(b) => if *b { "on" } else { "off" }.to_string(),
                    // A whole number, as written (JSON allows no leading zeros).
                    Value::Number(n)
                        if n.as_str()
                            .trim_start_matches('-')
                            .bytes()
                            .all(|b| b.is_ascii_digit()) =>
                    {
                        n.as_str().to_string()
                    }
                    _ => return Err(bad()),
                };
                if rules.len() == MAX_HOUSE_RULES && !rules.contains_key(key) {
                    return Err(shape(format!("more than {MAX_HOUSE_RULES} house rules")));
                }
                rules.insert(key.to_string(), value);
            }
        }
        let seed = match f.get("seed") {
            None => None,
            Some(Value::String(s)) => Some(parse_seed(s).map_err(|e| shape(e.to_string()))?),
            Some(v) => Some(v.as_u64().ok_or_else(|| {
                shape("the seed must be a whole number from 0 to 18446744073709551615".into())
            })?),
        };
        let mut hands = Vec::new();
        let no_list = || shape("\"hands\" must be a list".into());
        for hand in f
            .value("hands")
            .ok()
            .map_or(Ok(&[][..]), |v| v.as_array().ok_or_else(no_list))?
        {
            let h = Fields::read(hand, &["deal", "moves"], true).map_err(shape)?;
            let deal = match h.get("deal") {
                None => None,
                Some(d) => {
                    let d = Fields::read(d, &["hands", "boneyard"], true).map_err(shape)?;
                    let seats = d.value("hands").map_err(shape)?;
                    let seats = seats.as_array().ok_or_else(no_list)?;
                    Some(DealRecord {
                        hands: seats
                            .iter()
                            .map(|s| list(s, "a deal's hand"))
                            .collect::<Result<_, _>>()?,
                        boneyard: match d.get("boneyard") {
                            Some(b) => Some(list(b, "the boneyard")?),
                            None => None,
                        },
                    })
                }
            };
            let moves = match h.value("moves").ok() {
                Some(m) => list(m, "a hand's moves")?,
                None => Vec::new(),
            };
            hands.push(HandRecord { deal, moves });
        }
        Ok(Record {
            family: f.string("family").map_err(shape)?.to_string(),
            players: small("players")?,
            set: small("set")?,
            rules,
            seed,
            hands,
        })
    }

    /// The record as indented JSON.
    pub fn to_json(&self) -> String {
        // Strings, integers and maps with string keys always serialize.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The variant the record is played under (family, players, set and house rules
    /// checked).
    pub fn variant(&self) -> Result<Variant, RecordError> {
        let family = Family::from_id(self.family.trim())?;
        let players = self.players.unwrap_or(family.default_players());
        let set = match self.set {
            Some(top) => top,
            None => family.sets().first().map(|s| s.top()).unwrap_or(6),
        };
        let mut rules = HouseRules::new();
        for (key, value) in &self.rules {
            rules.set(key, value);
        }
        Ok(Variant::new(family, players, set, &rules)?)
    }

    /// Replays the record: every deal and move is checked by the engine.
    pub fn replay(&self) -> Result<RecordedMatch, RecordError> {
        self.replay_with(|_| {})
    }

    /// Replays the record, calling `before_move` just before each move is played (to show
    /// the position or the legal moves at every step).
    pub fn replay_with(
        &self,
        mut before_move: impl FnMut(Step<'_>),
    ) -> Result<RecordedMatch, RecordError> {
        let variant = self.variant()?;
        let first_only = [HandRecord::default()];
        let hands: &[HandRecord] = if self.hands.is_empty() {
            &first_only
        } else {
            &self.hands
        };
        let mut played: Option<RecordedMatch> = None;
        for (i, recorded) in hands.iter().enumerate() {
            let number = i + 1;
            if let Some(game) = &played {
                if game.game().is_over() {
                    return Err(RecordError::AfterMatchEnd { hand: number });
                }
                if !game.game().hand_finished() {
                    return Err(RecordError::HandNotFinished { hand: i });
                }
            }
            let deal = match &recorded.deal {
                Some(d) => Some(build_deal(&variant, number, d)?),
                None if self.seed.is_none() => return Err(RecordError::NoSeed { hand: number }),
                None => None,
            };
            let game = match played.as_mut() {
                None => played.insert(RecordedMatch::start(variant.clone(), self.seed, deal)),
                Some(game) => {
                    // Checked above: the previous hand is finished and the match goes on.
                    game.deal_next(deal);
                    game
                }
            };
            for (j, text) in recorded.moves.iter().enumerate() {
                let move_number = j + 1;
                let hand = game.game().hand();
                if hand.is_over() {
                    return Err(RecordError::AfterHandEnd {
                        hand: number,
                        number: move_number,
                        text: text.clone(),
                        match_over: game.game().is_over(),
                    });
                }
                let (move_text, signal) = Signal::split_from(text);
                let mv = hand
                    .parse_move(move_text)
                    .map_err(|error| RecordError::MoveText {
                        hand: number,
                        number: move_number,
                        error,
                    })?;
                let seat = hand.turn().name(variant.players());
                before_move(Step {
                    hand: number,
                    number: move_number,
                    text,
                    mv,
                    signal,
                    game: game.game(),
                });
                let played = match signal {
                    Some(signal) => game.play_with_signal(mv, signal),
                    None => game.play(mv),
                };
                played.map_err(|reason| RecordError::Illegal {
                    hand: number,
                    number: move_number,
                    text: text.clone(),
                    seat,
                    reason,
                })?;
            }
        }
        // `hands` is never empty, so the match has started.
        played.ok_or(RecordError::NoSeed { hand: 1 })
    }
}

/// Reads an explicit deal and checks it against the game.
fn build_deal(variant: &Variant, hand: usize, d: &DealRecord) -> Result<Deal, RecordError> {
    let players = variant.players();
    let tile = |place: TilePlace, text: &String| {
        text.parse::<Tile>().map_err(|_| RecordError::Tile {
            hand,
            place,
            players,
            text: text.clone(),
        })
    };
    let mut seats = Vec::with_capacity(d.hands.len());
    for (i, tiles) in d.hands.iter().enumerate() {
        // Seat numbers past the table only matter for naming a bad tile.
        let place = TilePlace::Seat(Seat::new(i.min(3) as u8));
        seats.push(
            tiles
                .iter()
                .map(|t| tile(place, t))
                .collect::<Result<Vec<Tile>, _>>()?,
        );
    }
    let boneyard = match &d.boneyard {
        Some(list) => Some(
            list.iter()
                .map(|t| tile(TilePlace::Boneyard, t))
                .collect::<Result<Vec<Tile>, _>>()?,
        ),
        None => None,
    };
    let deal =
        Deal::explicit(variant.mechanics(), &seats, boneyard.as_deref()).map_err(|error| {
            RecordError::Deal {
                hand,
                players,
                error,
            }
        })?;
    if variant.mechanics().needs_double && !deal.has_double() {
        return Err(RecordError::NoDouble { hand });
    }
    Ok(deal)
}

/// Why [`RecordedMatch`] cannot start the next hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandError {
    /// The current hand is still being played.
    InProgress,
    /// The match is over.
    MatchOver,
    /// The match has no seed to deal from; give the deal.
    NoSeed,
    /// The deal has no double, and this game redeals such a deal.
    NoDouble,
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HandError::InProgress => "the current hand is not finished",
            HandError::MatchOver => "the match is over",
            HandError::NoSeed => "the match has no seed to deal from",
            HandError::NoDouble => "the deal has no double, and this game redeals such a deal",
        })
    }
}

impl std::error::Error for HandError {}

/// One hand of a [`RecordedMatch`]: what a record needs, and the match after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedHand {
    /// The explicit deal, or `None` when the hand was dealt from the seed.
    pub deal: Option<Deal>,
    /// The moves played so far.
    pub moves: Vec<Move>,
    /// The signals given with plays: the move's index in `moves`, and the signal.
    pub signals: Vec<(usize, Signal)>,
    /// The scores per side once the hand was settled (`None` while it is played).
    pub scores_after: Option<Vec<i32>>,
    /// What the hand did to the match, in words ("back to 0-0"), once settled.
    pub match_notes: Vec<String>,
}

/// A [`Match`] that keeps what a record needs: every hand's deal (when explicit) and
/// moves, and the score after each hand. Play through it, then write it with
/// [`RecordedMatch::record`] at any point, finished or not.
#[derive(Clone, Debug)]
pub struct RecordedMatch {
    game: Match,
    seed: Option<u64>,
    hands: Vec<PlayedHand>,
}

impl RecordedMatch {
    /// Starts a match whose hands are dealt from `seed`.
    pub fn new(variant: Variant, seed: u64) -> RecordedMatch {
        RecordedMatch::start(variant, Some(seed), None)
    }

    /// Starts a match with an explicit first deal. Later hands are dealt from `seed` when
    /// there is one, or must be given with [`RecordedMatch::next_hand_with`].
    pub fn with_deal(
        variant: Variant,
        seed: Option<u64>,
        deal: Deal,
    ) -> Result<RecordedMatch, HandError> {
        if variant.mechanics().needs_double && !deal.has_double() {
            return Err(HandError::NoDouble);
        }
        Ok(RecordedMatch::start(variant, seed, Some(deal)))
    }

    fn start(variant: Variant, seed: Option<u64>, deal: Option<Deal>) -> RecordedMatch {
        let game = match &deal {
            Some(d) => Match::with_deal(variant, seed.unwrap_or(0), d),
            None => Match::new(variant, seed.unwrap_or(0)),
        };
        RecordedMatch {
            game,
            seed,
            hands: vec![PlayedHand::new(deal)],
        }
    }

    /// The match.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The seed, if hands can be dealt from one.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Every hand so far, the current one last.
    pub fn hands(&self) -> &[PlayedHand] {
        &self.hands
    }

    /// Plays a move (checked) in the current hand.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.game.play(mv)?;
        self.note_move(mv, None);
        Ok(())
    }

    /// Plays a tile with a signal about the number it leaves open (Haitian partners).
    pub fn play_with_signal(&mut self, mv: Move, signal: Signal) -> Result<(), IllegalMove> {
        self.game.play_with_signal(mv, signal)?;
        self.note_move(mv, Some(signal));
        Ok(())
    }

    /// Keeps a move just played, and the score once it ends the hand.
    fn note_move(&mut self, mv: Move, signal: Option<Signal>) {
        let finished = self.game.hand_finished();
        let sides = self.game.variant().sides() as usize;
        let state = self.game.state();
        if let Some(hand) = self.hands.last_mut() {
            if let Some(signal) = signal {
                hand.signals.push((hand.moves.len(), signal));
            }
            hand.moves.push(mv);
            if finished {
                hand.scores_after = Some(state.scores[..sides].to_vec());
                hand.match_notes = state.notes.clone();
            }
        }
    }

    /// Deals the next hand from the seed.
    pub fn next_hand(&mut self) -> Result<(), HandError> {
        self.can_deal()?;
        if self.seed.is_none() {
            return Err(HandError::NoSeed);
        }
        self.deal_next(None);
        Ok(())
    }

    /// Deals the next hand from explicit tiles.
    pub fn next_hand_with(&mut self, deal: Deal) -> Result<(), HandError> {
        self.can_deal()?;
        if self.game.variant().mechanics().needs_double && !deal.has_double() {
            return Err(HandError::NoDouble);
        }
        self.deal_next(Some(deal));
        Ok(())
    }

    fn can_deal(&self) -> Result<(), HandError> {
        if self.game.is_over() {
            Err(HandError::MatchOver)
        } else if !self.game.hand_finished() {
            Err(HandError::InProgress)
        } else {
            Ok(())
        }
    }

    /// Deals the next hand (checked by the caller).
    fn deal_next(&mut self, deal: Option<Deal>) {
        match &deal {
            Some(d) => self.game.next_hand_with(d),
            None => self.game.next_hand(),
        }
        self.hands.push(PlayedHand::new(deal));
    }

    /// The match so far as a record; replaying it gives the same match.
    pub fn record(&self) -> Record {
        let variant = self.game.variant();
        let mech = variant.mechanics();
        let players = variant.players() as usize;
        let hands = self
            .hands
            .iter()
            .map(|h| HandRecord {
                deal: h.deal.as_ref().map(|d| DealRecord {
                    hands: d.hands[..players]
                        .iter()
                        .map(|set| set.iter().map(|t| t.to_string()).collect())
                        .collect(),
                    boneyard: Some(d.boneyard.iter().map(|t| t.to_string()).collect()),
                }),
                moves: h
                    .moves
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| {
                        let text = m.notation(mech.layout, mech.players, mech.join);
                        match h.signals.iter().find(|&&(at, _)| at == i) {
                            Some((_, signal)) => format!("{text} signal {}", signal.id()),
                            None => text,
                        }
                    })
                    .collect(),
            })
            .collect();
        Record {
            family: variant.family().id().to_string(),
            players: Some(variant.players()),
            set: Some(variant.set().top()),
            rules: variant
                .rules()
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            seed: self.seed,
            hands,
        }
    }
}

impl PlayedHand {
    fn new(deal: Option<Deal>) -> PlayedHand {
        PlayedHand {
            deal,
            moves: Vec::new(),
            signals: Vec::new(),
            scores_after: None,
            match_notes: Vec::new(),
        }
    }
}

/// Reads the seed: a whole number, or a string of digits (for writers whose numbers are
/// doubles, like JavaScript).
fn seed_value<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    struct SeedVisitor;
    impl Visitor<'_> for SeedVisitor {
        type Value = Option<u64>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a seed: a whole number from 0 to 18446744073709551615")
        }

        fn visit_u64<E: de::Error>(self, v: u64) -> Result<Option<u64>, E> {
            Ok(Some(v))
        }

        fn visit_i64<E: de::Error>(self, v: i64) -> Result<Option<u64>, E> {
            u64::try_from(v)
                .map(Some)
                .map_err(|_| E::invalid_value(de::Unexpected::Signed(v), &self))
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<Option<u64>, E> {
            parse_seed(v).map(Some).map_err(E::custom)
        }

        fn visit_unit<E: de::Error>(self) -> Result<Option<u64>, E> {
            Ok(None)
        }
    }
    d.deserialize_any(SeedVisitor)
}

/// Reads the house rules: values may be strings, whole numbers or booleans (`on`/`off`).
fn rule_values<'de, D: Deserializer<'de>>(d: D) -> Result<BTreeMap<String, String>, D::Error> {
    struct RuleValue(String);
    impl<'de> Deserialize<'de> for RuleValue {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RuleValue, D::Error> {
            struct ValueVisitor;
            impl Visitor<'_> for ValueVisitor {
                type Value = RuleValue;

                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a house rule value: a string, a whole number or true/false")
                }

                fn visit_str<E: de::Error>(self, v: &str) -> Result<RuleValue, E> {
                    Ok(RuleValue(v.to_string()))
                }

                fn visit_u64<E: de::Error>(self, v: u64) -> Result<RuleValue, E> {
                    Ok(RuleValue(v.to_string()))
                }

                fn visit_i64<E: de::Error>(self, v: i64) -> Result<RuleValue, E> {
                    Ok(RuleValue(v.to_string()))
                }

                fn visit_bool<E: de::Error>(self, v: bool) -> Result<RuleValue, E> {
                    Ok(RuleValue(if v { "on" } else { "off" }.to_string()))
                }
            }
            d.deserialize_any(ValueVisitor)
        }
    }
    /// Reads the map, refusing it as soon as it has more keys than any family has rules
    /// (a record with millions of keys is refused after reading a few).
    struct RulesVisitor;
    impl<'de> Visitor<'de> for RulesVisitor {
        type Value = BTreeMap<String, String>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(
                f,
                "an object of at most {MAX_HOUSE_RULES} house rules, key to value"
            )
        }

        fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut rules = BTreeMap::new();
            while let Some((key, value)) = map.next_entry::<String, RuleValue>()? {
                if rules.len() == MAX_HOUSE_RULES {
                    return Err(de::Error::custom(format!(
                        "more than {MAX_HOUSE_RULES} house rules"
                    )));
                }
                rules.insert(key, value.0);
            }
            Ok(rules)
        }
    }
    d.deserialize_map(RulesVisitor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_record_replays_and_writes_back() {
        let rec = Record::parse(r#"{"family": "jamaican", "seed": 7}"#).unwrap();
        let game = rec.replay().unwrap();
        assert_eq!(game.hands().len(), 1);
        let again = game.record();
        assert_eq!(again.seed, Some(7));
        assert_eq!(again.players, Some(4));
        assert_eq!(Record::parse(&again.to_json()).unwrap(), again);
    }

    #[test]
    fn json_errors_have_a_position() {
        let err = Record::parse("{\n  \"family\": jamaican}").unwrap_err();
        match err {
            RecordError::Json { line, column, .. } => assert_eq!((line, column), (2, 13)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn rule_values_may_be_numbers_or_booleans() {
        let rec = Record::parse(
            r#"{"family": "blockdraw", "rules": {"hand_size": 7, "mode": "block"}, "seed": "12"}"#,
        )
        .unwrap();
        assert_eq!(rec.rules.get("hand_size").map(String::as_str), Some("7"));
        assert_eq!(rec.seed, Some(12));
        let v = rec.variant().unwrap();
        assert_eq!(v.mechanics().hand_size, 7);
    }
}
