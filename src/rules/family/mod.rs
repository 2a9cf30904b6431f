//! The rule families and the seam where they differ.
//!
//! Legal moves, play and history are written once (see [`Hand`](super::Hand)). What
//! differs between families is data ([`Mechanics`]: hand size, drawing, the shape of the
//! layout, how tiles join) and a few methods of [`FamilyRules`]: who poses, how a finished
//! hand is scored, and how a hand's result moves the match on. Each family lives in its
//! own file.

/// A family's typed house rules, written once: the struct, one field per rule of the
/// family's table with the rule's spec and its typed values beside it, `read` (the checked
/// text form to fields), `text` (fields back to the text form, in the order written, which
/// is table order) and `of` (the rules of a variant of the family). A field or spec whose
/// name is mistyped does not compile.
macro_rules! typed_rules {
    (
        $(#[$meta:meta])*
        pub struct $name:ident in Options::$case:ident {
            $( $(#[$fmeta:meta])* $field:ident: $ty:ty = $spec:ident / $typed:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name {
            $( $(#[$fmeta])* pub $field: $ty, )*
        }

        impl $name {
            /// Parses the checked text form.
            pub(crate) fn read(rules: &super::HouseRules) -> $name {
                $name {
                    $( $field: super::pick(rules, &$spec, &$typed), )*
                }
            }

            /// The text form, in table order.
            pub(crate) fn text(&self) -> Vec<(&'static str, &'static str)> {
                vec![$( super::text(&$spec, &$typed, &self.$field), )*]
            }
        }

        rules_of!($name in Options::$case);
    };
}

/// `of`: the typed rules of a variant of the family, for families whose rules
/// [`typed_rules!`] does not write (their table depends on the player count).
macro_rules! rules_of {
    ($name:ident in Options::$case:ident) => {
        impl $name {
            /// The typed rules of `v`, a variant of this family.
            fn of(v: &super::Variant) -> $name {
                match v.options() {
                    super::Options::$case(r) => *r,
                    _ => unreachable!(concat!(stringify!($case), " rules for {:?}"), v.family()),
                }
            }
        }
    };
}

mod allfives;
mod blockdraw;
mod chiva;
mod common;
pub(crate) use common::score_line;
mod cutthroat;
mod french;
mod haitian;
mod jamaican;
mod matador;
mod partnership;
mod sixlove;
mod target;

pub use allfives::{AllFivesHand, AllFivesRules};
pub use blockdraw::{BlockDrawHand, BlockDrawRules, Stuck};
pub use chiva::ChivaRules;
pub use common::Pose;
pub use cutthroat::{CutThroatHand, CutThroatRules, Win};
pub use french::FrenchRules;
pub use haitian::{HaitianForm, HaitianRules};
pub use jamaican::JamaicanRules;
pub use matador::{MatadorHand, MatadorRules};
pub use partnership::PartnershipRules;

use super::hand::{Hand, HandResult, Notes, PoseRule};
use super::input::shown;
pub use super::mechanics::{DrawRule, Fives, Join, Mechanics};
use super::outcome::MatchState;
use super::seat::Seat;
pub use super::seat::Side;
use super::tile::{DominoSet, Tile};
use super::tileset::TileSet;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A rule family: one row of the game picker.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Family {
    /// Jamaican Partner: four in two partnerships, six-love.
    Jamaican,
    /// Cut Throat: two to four players, each for themself.
    CutThroat,
    /// French: four arms, lowest score wins.
    French,
    /// Haitian (Dekabès).
    Haitian,
    /// Puerto Rican Chiva (Shutout).
    Chiva,
    /// Partnership to 100.
    Partnership,
    /// Block & Draw.
    BlockDraw,
    /// All Fives (Muggins).
    AllFives,
    /// Matador (All Sevens).
    Matador,
}

impl Family {
    /// Every family, in picker order.
    pub const ALL: [Family; 9] = [
        Family::Jamaican,
        Family::CutThroat,
        Family::French,
        Family::Haitian,
        Family::Chiva,
        Family::Partnership,
        Family::BlockDraw,
        Family::AllFives,
        Family::Matador,
    ];

    /// The short id used in records, links and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Family::Jamaican => "jamaican",
            Family::CutThroat => "cutthroat",
            Family::French => "french",
            Family::Haitian => "haitian",
            Family::Chiva => "chiva",
            Family::Partnership => "partnership",
            Family::BlockDraw => "blockdraw",
            Family::AllFives => "allfives",
            Family::Matador => "matador",
        }
    }

    /// The family's display name.
    pub const fn name(self) -> &'static str {
        match self {
            Family::Jamaican => "Jamaican Partner",
            Family::CutThroat => "Cut Throat",
            Family::French => "French",
            Family::Haitian => "Haitian (Dekabès)",
            Family::Chiva => "Puerto Rican Chiva",
            Family::Partnership => "Partnership to 100",
            Family::BlockDraw => "Block & Draw",
            Family::AllFives => "All Fives (Muggins)",
            Family::Matador => "Matador (All Sevens)",
        }
    }

    /// Finds a family by its id.
    pub fn from_id(id: &str) -> Result<Family, SetupError> {
        Family::ALL
            .into_iter()
            .find(|f| f.id() == id)
            .ok_or_else(|| SetupError::UnknownFamily(id.to_string()))
    }

    /// The family's rules, or `None` while the engine does not play it yet.
    pub(crate) fn rules(self) -> Option<&'static dyn FamilyRules> {
        match self {
            Family::Jamaican => Some(&jamaican::Jamaican),
            Family::CutThroat => Some(&cutthroat::CutThroat),
            Family::Chiva => Some(&chiva::Chiva),
            Family::Partnership => Some(&partnership::Partnership),
            Family::BlockDraw => Some(&blockdraw::BlockDraw),
            Family::French => Some(&french::French),
            Family::Haitian => Some(&haitian::Haitian),
            Family::AllFives => Some(&allfives::AllFives),
            Family::Matador => Some(&matador::Matador),
        }
    }

    /// Whether the engine plays this family yet.
    pub fn is_playable(self) -> bool {
        self.rules().is_some()
    }

    /// The player counts the family allows, smallest first.
    pub fn player_counts(self) -> &'static [u8] {
        self.rules().map(|r| r.player_counts()).unwrap_or(&[])
    }

    /// The family's rule card: the game in a few lines, written in its family's file.
    /// (Reached here rather than through [`FamilyRules`], so that the AI worker, which
    /// plays through the trait, does not carry the cards' text.)
    pub fn rule_card(self) -> Option<&'static RuleCard> {
        Some(match self {
            Family::Jamaican => &jamaican::CARD,
            Family::CutThroat => &cutthroat::CARD,
            Family::Chiva => &chiva::CARD,
            Family::Partnership => &partnership::CARD,
            Family::BlockDraw => &blockdraw::CARD,
            Family::French => &french::CARD,
            Family::Haitian => &haitian::CARD,
            Family::AllFives => &allfives::CARD,
            Family::Matador => &matador::CARD,
        })
    }

    /// The player count the picker starts with.
    pub fn default_players(self) -> u8 {
        4
    }

    /// The sets the family can be played with, the default first.
    pub fn sets(self) -> &'static [DominoSet] {
        self.rules().map(|r| r.sets()).unwrap_or(&[])
    }

    /// The house rules offered for a table of `players`, with their defaults.
    pub fn rule_specs(self, players: u8) -> &'static [RuleSpec] {
        self.rules().map(|r| r.specs(players)).unwrap_or(&[])
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a family is about, in a few lines: shown in the picker and during play, so a new
/// player can learn a game without leaving the table. Each family writes its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleCard {
    /// One sentence: who plays, with what.
    pub setup: &'static str,
    /// How the game goes, one point per line.
    pub points: &'static [&'static str],
}

/// One house rule: a named option with a fixed list of values.
#[derive(Debug, PartialEq, Eq)]
pub struct RuleSpec {
    /// The key used in records, links and `--rule key=value`.
    pub key: &'static str,
    /// A short label for the picker.
    pub label: &'static str,
    /// One sentence on what the option does.
    pub help: &'static str,
    /// The allowed values; the first is the default.
    pub values: &'static [&'static str],
}

impl RuleSpec {
    /// The default value.
    pub fn default_value(&self) -> &'static str {
        self.values[0]
    }
}

/// Reads a checked house rule as its typed value: `typed[i]` stands for `spec.values[i]`
/// (a rule not set takes the default, the first).
pub(crate) fn pick<T: Copy>(rules: &HouseRules, spec: &RuleSpec, typed: &[T]) -> T {
    debug_assert_eq!(spec.values.len(), typed.len(), "rule '{}'", spec.key);
    let i = rules
        .get(spec.key)
        .and_then(|v| spec.values.iter().position(|&s| s == v))
        .unwrap_or(0);
    typed[i]
}

/// Writes a typed house rule back as its text: the inverse of [`pick`].
pub(crate) fn text<T: PartialEq>(
    spec: &RuleSpec,
    typed: &[T],
    value: &T,
) -> (&'static str, &'static str) {
    let i = typed.iter().position(|t| t == value).unwrap_or(0);
    (spec.key, spec.values[i])
}

/// The values of an on/off rule whose default is "on", as typed values.
pub(crate) const ON_OFF: [bool; 2] = [true, false];
/// The values of an on/off rule whose default is "off", as typed values.
pub(crate) const OFF_ON: [bool; 2] = [false, true];

/// A variant's house rules, typed: one case per family, parsed once by [`Variant::new`]
/// from the text form and read by the engine as fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Options {
    /// Jamaican Partner's rules.
    Jamaican(JamaicanRules),
    /// Cut Throat's rules.
    CutThroat(CutThroatRules),
    /// French rules.
    French(FrenchRules),
    /// Haitian rules.
    Haitian(HaitianRules),
    /// Chiva's rules.
    Chiva(ChivaRules),
    /// Partnership to 100's rules.
    Partnership(PartnershipRules),
    /// Block & Draw's rules.
    BlockDraw(BlockDrawRules),
    /// All Fives' rules.
    AllFives(AllFivesRules),
    /// Matador's rules.
    Matador(MatadorRules),
}

impl Options {
    /// Parses checked, complete house rules of `family` for a table of `players`.
    pub fn read(family: Family, players: u8, rules: &HouseRules) -> Options {
        match family {
            Family::Jamaican => Options::Jamaican(JamaicanRules::read(rules)),
            Family::CutThroat => Options::CutThroat(CutThroatRules::read(players, rules)),
            Family::French => Options::French(FrenchRules::read(rules)),
            Family::Haitian => Options::Haitian(HaitianRules::read(players, rules)),
            Family::Chiva => Options::Chiva(ChivaRules::read(rules)),
            Family::Partnership => Options::Partnership(PartnershipRules::read(rules)),
            Family::BlockDraw => Options::BlockDraw(BlockDrawRules::read(rules)),
            Family::AllFives => Options::AllFives(AllFivesRules::read(rules)),
            Family::Matador => Options::Matador(MatadorRules::read(rules)),
        }
    }

    /// The text form: every (key, value) of the family's table for this table size, in
    /// table order.
    pub fn text(&self) -> Vec<(&'static str, &'static str)> {
        match self {
            Options::Jamaican(r) => r.text(),
            Options::CutThroat(r) => r.text(),
            Options::French(r) => r.text(),
            Options::Haitian(r) => r.text(),
            Options::Chiva(r) => r.text(),
            Options::Partnership(r) => r.text(),
            Options::BlockDraw(r) => r.text(),
            Options::AllFives(r) => r.text(),
            Options::Matador(r) => r.text(),
        }
    }

    /// The typed rules as what every family's rules answer.
    fn typed(&self) -> &dyn TypedRules {
        match self {
            Options::Jamaican(r) => r,
            Options::CutThroat(r) => r,
            Options::French(r) => r,
            Options::Haitian(r) => r,
            Options::Chiva(r) => r,
            Options::Partnership(r) => r,
            Options::BlockDraw(r) => r,
            Options::AllFives(r) => r,
            Options::Matador(r) => r,
        }
    }

    /// The score that wins the match, for the families that count to a chosen target.
    pub fn target(&self) -> Option<i32> {
        self.typed().target()
    }

    /// How many games win the match (1 but for Partnership to 100's several games).
    pub fn games(&self) -> u32 {
        self.typed().games()
    }

    /// Whether signals about the free end may go with a play (Haitian).
    pub fn signals(&self) -> bool {
        self.typed().signals()
    }
}

/// What a family's typed house rules say about the match as a whole; each family's
/// rules answer for themselves (the defaults are a family's without such a rule).
pub(crate) trait TypedRules {
    /// The score that wins the match, where the family counts to a chosen target.
    fn target(&self) -> Option<i32> {
        None
    }

    /// How many games win the match.
    fn games(&self) -> u32 {
        1
    }

    /// Whether signals about the free end may go with a play.
    fn signals(&self) -> bool {
        false
    }
}

/// The chosen house rules: every key of the family's specs mapped to one of its values.
///
/// A short list sorted by key (read and written as a JSON object, like a map): a
/// `BTreeMap` would add its own code to both WebAssembly bundles for a handful of keys.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct HouseRules(Vec<(String, String)>);

impl HouseRules {
    /// No choices made: every option takes its default.
    pub fn new() -> HouseRules {
        HouseRules::default()
    }

    /// Where `key` is, or would go.
    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    /// Sets `key` to `value` (checked later by [`Variant::new`]).
    pub fn set(&mut self, key: &str, value: &str) -> &mut HouseRules {
        match self.find(key) {
            Ok(i) => self.0[i].1 = value.to_string(),
            Err(i) => self.0.insert(i, (key.to_string(), value.to_string())),
        }
        self
    }

    /// The value of `key`, if set.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.find(key).ok().map(|i| self.0[i].1.as_str())
    }

    /// Whether `key` is set to `value`.
    pub fn is(&self, key: &str, value: &str) -> bool {
        self.get(key) == Some(value)
    }

    /// The chosen options as (key, value) pairs, sorted by key.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

impl fmt::Debug for HouseRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("HouseRules").field(&DebugMap(self)).finish()
    }
}

/// The rules shown as a map, as the `BTreeMap` they once were.
struct DebugMap<'a>(&'a HouseRules);

impl fmt::Debug for DebugMap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.0.iter()).finish()
    }
}

impl Serialize for HouseRules {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for HouseRules {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Rules;
        impl<'de> serde::de::Visitor<'de> for Rules {
            type Value = HouseRules;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<HouseRules, A::Error> {
                // As a map reads it: a repeated key keeps its last value.
                let mut rules = HouseRules::new();
                while let Some((key, value)) = map.next_entry::<String, String>()? {
                    rules.set(&key, &value);
                }
                Ok(rules)
            }
        }
        deserializer.deserialize_map(Rules)
    }
}

/// Why a family, player count, set or house rule was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// No family has this id.
    UnknownFamily(String),
    /// The family exists but the engine does not play it yet.
    NotYetPlayable(Family),
    /// The family is not played by this many.
    Players { family: Family, players: u8 },
    /// The family is not played with this set.
    Set { family: Family, top: u8 },
    /// The house rule does not exist for this family and player count.
    UnknownRule { family: Family, key: String },
    /// The house rule exists but not with this value.
    RuleValue {
        key: String,
        value: String,
        allowed: Vec<&'static str>,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnknownFamily(id) => {
                let ids: Vec<_> = Family::ALL.iter().map(|f| f.id()).collect();
                write!(
                    f,
                    "unknown family '{}' (families: {})",
                    shown(id),
                    ids.join(", ")
                )
            }
            SetupError::NotYetPlayable(family) => {
                write!(f, "{family} is not playable in this version yet")
            }
            SetupError::Players { family, players } => {
                let allowed: Vec<_> = family.player_counts().iter().map(u8::to_string).collect();
                write!(
                    f,
                    "{family} is not played by {players} (players: {})",
                    allowed.join(", ")
                )
            }
            SetupError::Set { family, top } => {
                let allowed: Vec<_> = family.sets().iter().map(|s| s.top().to_string()).collect();
                write!(
                    f,
                    "{family} is not played with a double-{top} set (sets: {})",
                    allowed.join(", ")
                )
            }
            SetupError::UnknownRule { family, key } => {
                write!(f, "{family} has no house rule '{}'", shown(key))
            }
            SetupError::RuleValue {
                key,
                value,
                allowed,
            } => write!(
                f,
                "house rule '{}' cannot be '{}' (values: {})",
                shown(key),
                shown(value),
                allowed.join(", ")
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A checked choice of family, player count, set and house rules: everything a match
/// needs besides the seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    family: Family,
    players: u8,
    set: DominoSet,
    /// Shared, so a variant clones without allocating (every new match clones one).
    rules: Arc<HouseRules>,
    /// The same choices as `rules`, as the specs' own strings in spec order: read on every
    /// hand, so a short scan beats a map lookup.
    chosen: Arc<[(&'static str, &'static str)]>,
    /// The same choices, typed: what the engine reads.
    options: Options,
    partnership: bool,
    mechanics: Mechanics,
}

impl Variant {
    /// Checks the choice and fills in every house rule left out with its default.
    pub fn new(
        family: Family,
        players: u8,
        set: u8,
        rules: &HouseRules,
    ) -> Result<Variant, SetupError> {
        let fr = family.rules().ok_or(SetupError::NotYetPlayable(family))?;
        if !family.player_counts().contains(&players) {
            return Err(SetupError::Players { family, players });
        }
        let set = DominoSet::from_top(set)
            .filter(|s| family.sets().contains(s))
            .ok_or(SetupError::Set { family, top: set })?;
        let specs = fr.specs(players);
        for (key, value) in rules.iter() {
            let spec =
                specs
                    .iter()
                    .find(|s| s.key == key)
                    .ok_or_else(|| SetupError::UnknownRule {
                        family,
                        key: key.to_string(),
                    })?;
            if !spec.values.contains(&value) {
                return Err(SetupError::RuleValue {
                    key: key.to_string(),
                    value: value.to_string(),
                    allowed: spec.values.to_vec(),
                });
            }
        }
        // Parsed once; the text form is then written back from the typed rules, every key
        // present (a key left out takes its default).
        let options = Options::read(family, players, rules);
        let chosen = options.text();
        let mut full = HouseRules::new();
        for &(key, value) in &chosen {
            full.set(key, value);
        }
        let partnership = fr.partnership(players, &options);
        let mut variant = Variant {
            family,
            players,
            set,
            rules: Arc::new(full),
            chosen: chosen.into(),
            options,
            partnership,
            mechanics: Mechanics::placeholder(),
        };
        variant.mechanics = fr.mechanics(&variant);
        Ok(variant)
    }

    /// The family's default table: its default player count, set and house rules.
    pub fn standard(family: Family) -> Result<Variant, SetupError> {
        Variant::new(
            family,
            family.default_players(),
            family.sets()[0].top(),
            &HouseRules::new(),
        )
    }

    /// The family.
    pub fn family(&self) -> Family {
        self.family
    }

    /// How many play.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The domino set.
    pub fn set(&self) -> DominoSet {
        self.set
    }

    /// The house rules, every key present.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The house rules, typed.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// How a match is won, in a sentence.
    pub fn match_goal(&self) -> String {
        self.family_rules().match_goal(self)
    }

    /// What each pass penalty costs, for the families that charge them (French).
    pub fn pass_penalty(&self) -> Option<i32> {
        self.family_rules().pass_penalty()
    }

    /// What the table says by the pass button where passing can cost a penalty (French).
    pub fn pass_warning(&self) -> Option<&'static str> {
        self.family_rules().pass_warning()
    }

    /// The text form of house rule `key`, as records and links write it (every key of the
    /// family is present; the engine reads [`Variant::options`] instead).
    pub fn rule(&self, key: &str) -> &'static str {
        self.chosen
            .iter()
            .find(|(k, _)| *k == key)
            .map_or("", |&(_, v)| v)
    }

    /// How hands are dealt and played.
    pub fn mechanics(&self) -> &Mechanics {
        &self.mechanics
    }

    /// Whether four players score as two partnerships.
    pub fn partnership(&self) -> bool {
        self.partnership
    }

    /// Whether going out with the key tile scores more (Jamaican's house rule): only
    /// then does the table name the key tile.
    pub fn key_tile_scores(&self) -> bool {
        self.family_rules().key_tile_scores(self)
    }

    /// How many sides keep a score: two teams, or one per player.
    pub fn sides(&self) -> u8 {
        if self.partnership() {
            2
        } else {
            self.players
        }
    }

    /// The side (team or player) a seat scores for.
    pub fn side_of(&self, seat: Seat) -> Side {
        if self.partnership() {
            seat.team().side()
        } else {
            Side::of_seat(seat)
        }
    }

    /// A side's display name ("North-South", "East").
    pub fn side_name(&self, side: Side) -> &'static str {
        if self.partnership() {
            side.team().name()
        } else {
            side.seat().name(self.players)
        }
    }

    /// The seats that score for `side`.
    pub fn seats_of(&self, side: Side) -> Vec<Seat> {
        Seat::all(self.players)
            .filter(|&s| self.side_of(s) == side)
            .collect()
    }

    pub(crate) fn family_rules(&self) -> &'static dyn FamilyRules {
        // `Variant::new` only builds variants of playable families.
        match self.family.rules() {
            Some(r) => r,
            None => unreachable!("variant of an unplayable family"),
        }
    }
}

/// The behaviour half of the seam: what each family decides for itself.
pub(crate) trait FamilyRules: Sync {
    /// The house rules offered for a table of `players`.
    fn specs(&self, players: u8) -> &'static [RuleSpec];

    /// The player counts the family allows, smallest first.
    fn player_counts(&self) -> &'static [u8];

    /// The sets the family can be played with, the default first.
    fn sets(&self) -> &'static [DominoSet];

    /// Whether a table of `players` with these (complete, checked) house rules plays in
    /// two partnerships, partners facing each other. Each family says so for itself.
    fn partnership(&self, _players: u8, _options: &Options) -> bool {
        false
    }

    /// How a match is won, in a sentence.
    fn match_goal(&self, v: &Variant) -> String;

    /// What each pass penalty costs, where the family charges them.
    fn pass_penalty(&self) -> Option<i32> {
        None
    }

    /// What the table says by the pass button where passing can cost a penalty.
    fn pass_warning(&self) -> Option<&'static str> {
        None
    }

    /// Where the pips left in hands are scored (so shedding counts all hand long), what
    /// winning a hand is worth in points, roughly; `None` where hands are won. The AI
    /// scales its heuristics by it, so that one set of weights fits both kinds of family.
    fn count_scale(&self) -> Option<f64> {
        None
    }

    /// Whether the lowest score is the best (the match is won by the lowest total).
    fn lowest_score_wins(&self) -> bool {
        false
    }

    /// Whether a double still held at the end doubles its holder's count.
    fn held_double_doubles(&self) -> bool {
        false
    }

    /// Whether going out with the key tile (the only tile that fits two different hard
    /// ends) scores more under `v`.
    fn key_tile_scores(&self, _v: &Variant) -> bool {
        false
    }

    /// The double that opens the first hand under `v`.
    fn first_double(&self, v: &Variant) -> Tile {
        v.set().top_double()
    }

    /// How hands are dealt and played under `v`.
    fn mechanics(&self, v: &Variant) -> Mechanics;

    /// Who poses a hand that follows the family's opening rule (the first hand, and the
    /// hands after a tie or a reset), given the dealt hands.
    fn opening_pose(&self, v: &Variant, hands: &[TileSet]) -> PoseRule;

    /// Scores a finished hand. `ties` counts the tied hands just before it whose value it
    /// carries (Jamaican tie replays, the Haitian doubled hand); 0 elsewhere.
    fn settle(&self, v: &Variant, hand: &Hand, ties: u32, notes: &mut Notes) -> HandResult;

    /// Moves the match on after a hand: scores, resets, match end, next pose.
    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes);
}

/// The opening pose used by the Caribbean games: the holder of the top double poses it
/// (or, when sporting, any tile); with nobody holding it, the highest double's holder poses
/// it; with no double at all, the heaviest tile's holder.
pub(crate) fn top_double_pose(hands: &[TileSet], sporting: bool) -> PoseRule {
    let all = hands.iter().fold(TileSet::EMPTY, |acc, &h| acc | h);
    let tile = all
        .doubles()
        .last()
        .or_else(|| all.iter().max_by_key(|t| (t.pips(), t.high())))
        .unwrap_or(Tile::new(0, 0));
    let holder = hands.iter().position(|h| h.contains(tile)).unwrap_or(0) as u8;
    if sporting {
        PoseRule::Any(Seat::new(holder))
    } else {
        PoseRule::Tile(tile)
    }
}

#[cfg(test)]
mod tests {
    use super::{Family, HouseRules, Options, SetupError, Variant};

    /// The picker shows house rules before any hand is played: one that speaks of posing
    /// says what a pose is (a playtest met the word there unexplained).
    #[test]
    fn a_house_rule_that_speaks_of_posing_says_what_a_pose_is() {
        let mut seen = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                for spec in family.rule_specs(players) {
                    let text = format!("{} {}", spec.label, spec.help).to_lowercase();
                    if text.contains("pose") {
                        seen += 1;
                        assert!(
                            spec.help.contains("The pose is a hand's first tile."),
                            "{family:?} {players}: {}",
                            spec.help
                        );
                    }
                }
            }
        }
        assert!(seen > 0, "no house rule speaks of posing");
    }

    /// A rule card that says which way turns go says the way the family plays, and a
    /// family playing the other way from the Caribbean games says so (a playtest stopped
    /// at Block & Draw's "play goes to the left" after Jamaican's "turns go to the right").
    #[test]
    fn a_card_says_the_way_turns_go_where_it_is_not_the_usual() {
        use crate::rules::Direction;
        for family in Family::ALL {
            let card = family.rule_card().expect("every family has a card");
            // The setup line too, in any case ("...; turns go to the right.").
            let said = format!("{} {}", card.setup, card.points.join(" ")).to_lowercase();
            let right = said.contains("turns go to the right");
            let left = said.contains("turns go to the left");
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                match v.mechanics().direction {
                    Direction::AntiClockwise => assert!(!left, "{family:?}: {said}"),
                    Direction::Clockwise => assert!(left && !right, "{family:?}: {said}"),
                }
            }
        }
    }

    /// Only Jamaican with its key tile rule on scores the key tile, so only there does
    /// the table name it (a playtest saw "Key tile" promised in Cut Throat).
    #[test]
    fn only_jamaicans_key_tile_rule_scores_the_key_tile() {
        let mut on = 0;
        for family in Family::ALL {
            for &players in family.player_counts() {
                for choice in every_choice(family, players) {
                    let mut rules = HouseRules::new();
                    for &(k, v) in &choice {
                        rules.set(k, v);
                    }
                    let Ok(v) = Variant::new(family, players, 6, &rules) else {
                        continue;
                    };
                    let want = family == Family::Jamaican
                        && choice.iter().any(|&(k, v)| k == "key_tile" && v == "on");
                    assert_eq!(
                        v.key_tile_scores(),
                        want,
                        "{family:?} {players}p {choice:?}"
                    );
                    on += usize::from(want);
                }
            }
        }
        assert!(on > 0);
    }

    /// Every combination of a family's house-rule values for a table of `players`.
    fn every_choice(family: Family, players: u8) -> Vec<Vec<(&'static str, &'static str)>> {
        let mut all = vec![Vec::new()];
        for spec in family.rule_specs(players) {
            all = all
                .into_iter()
                .flat_map(|done: Vec<_>| {
                    spec.values.iter().map(move |&v| {
                        let mut next = done.clone();
                        next.push((spec.key, v));
                        next
                    })
                })
                .collect();
        }
        all
    }

    /// The facts the AI reads about a family come from the family itself and agree with
    /// its own rules: the families that play to a score of 100 or more score counts (and
    /// weigh a hand as more than one point), the others count hands won;
    /// the one whose lowest total wins says so in its match goal, and the first double is
    /// a double of the set, the one the first hand opens with when someone holds it.
    #[test]
    fn the_facts_the_ai_reads_agree_with_each_familys_rules() {
        use super::super::hand::PoseRule;
        for family in Family::ALL {
            let v = Variant::standard(family).unwrap();
            let r = v.family_rules();
            assert!(r.count_scale().is_none_or(|scale| scale > 1.0), "{family}");
            let to_a_score = v.options().target().is_some() || v.match_goal().contains("100");
            assert_eq!(r.count_scale().is_some(), to_a_score, "{family}");
            assert_eq!(
                r.lowest_score_wins(),
                v.match_goal().starts_with("Lowest"),
                "{family}: {}",
                v.match_goal()
            );
            let first = r.first_double(&v);
            assert!(
                first.is_double() && first.high() <= v.set().top(),
                "{family}"
            );
            let mut hands = vec![super::TileSet::EMPTY; v.players() as usize];
            hands[0] = std::iter::once(first).collect();
            if let PoseRule::Tile(t) = r.opening_pose(&v, &hands) {
                assert_eq!(t, first, "{family}");
            }
        }
        let french = Variant::standard(Family::French).unwrap();
        assert!(french.family_rules().held_double_doubles());
        assert_eq!(french.family_rules().first_double(&french).pips(), 0);
    }

    #[test]
    fn every_rule_table_round_trips_text_typed_text() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                for choice in every_choice(family, players) {
                    let mut text = HouseRules::new();
                    for &(k, v) in &choice {
                        text.set(k, v);
                    }
                    let variant = Variant::new(family, players, family.sets()[0].top(), &text)
                        .unwrap_or_else(|e| panic!("{family:?} {players}: {e}"));
                    let typed = *variant.options();
                    // Typed back to text: the same pairs, in table order.
                    assert_eq!(typed.text(), choice, "{family:?} {players}");
                    assert_eq!(variant.rules(), &text, "{family:?} {players}");
                    for &(k, v) in &choice {
                        assert_eq!(variant.rule(k), v);
                    }
                    // And the text read again gives the same typed rules.
                    assert_eq!(Options::read(family, players, &text), typed);
                }
            }
        }
    }

    #[test]
    fn rules_left_out_take_the_table_defaults() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, family.sets()[0].top(), &HouseRules::new())
                    .unwrap();
                let defaults: Vec<_> = family
                    .rule_specs(players)
                    .iter()
                    .map(|s| (s.key, s.default_value()))
                    .collect();
                assert_eq!(v.options().text(), defaults, "{family:?} {players}");
            }
        }
    }

    #[test]
    fn unknown_rules_and_values_are_refused_as_before() {
        let refuse = |family: Family, players: u8, key: &str, value: &str| {
            let mut rules = HouseRules::new();
            rules.set(key, value);
            Variant::new(family, players, 6, &rules).unwrap_err()
        };
        let e = refuse(Family::Jamaican, 4, "key_tiles", "on");
        assert_eq!(
            e,
            SetupError::UnknownRule {
                family: Family::Jamaican,
                key: "key_tiles".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "Jamaican Partner has no house rule 'key_tiles'"
        );
        let e = refuse(Family::Jamaican, 4, "pose", "loose");
        assert_eq!(
            e.to_string(),
            "house rule 'pose' cannot be 'loose' (values: tournament, sporting)"
        );
        // One key, two meanings: Haitian "form" takes other values with two players.
        let e = refuse(Family::Haitian, 4, "form", "draw");
        assert_eq!(
            e.to_string(),
            "house rule 'form' cannot be 'draw' (values: partners, individual)"
        );
        let e = refuse(Family::Haitian, 2, "form", "partners");
        assert_eq!(
            e.to_string(),
            "house rule 'form' cannot be 'partners' (values: draw, block, fourteen)"
        );
        let e = refuse(Family::Haitian, 3, "form", "draw");
        assert_eq!(e.to_string(), "Haitian (Dekabès) has no house rule 'form'");
        let e = refuse(Family::CutThroat, 4, "hand_size", "7");
        assert_eq!(e.to_string(), "Cut Throat has no house rule 'hand_size'");
        let e = refuse(Family::BlockDraw, 2, "target", "250");
        assert_eq!(
            e.to_string(),
            "house rule 'target' cannot be '250' (values: 100, 150, 200)"
        );
    }

    #[test]
    fn the_family_says_how_its_match_is_won_and_what_a_pass_costs() {
        let with = |family: Family, players: u8, key: &str, value: &str| {
            let mut rules = HouseRules::new();
            rules.set(key, value);
            Variant::new(family, players, family.sets()[0].top(), &rules).unwrap()
        };
        let goal = |family| Variant::standard(family).unwrap().match_goal();
        assert_eq!(
            goal(Family::Jamaican),
            "Six-love to 6: a win by the side behind sends both back to 0."
        );
        assert_eq!(
            with(Family::CutThroat, 4, "win", "first-to-six").match_goal(),
            "First to win 6 hands."
        );
        assert_eq!(
            goal(Family::French),
            "Lowest total wins once someone reaches 100."
        );
        assert_eq!(
            with(Family::Chiva, 3, "pose", "tournament").match_goal(),
            "First to 4 hands while someone still has 0."
        );
        assert_eq!(goal(Family::Partnership), "First team to 100.");
        assert_eq!(
            with(Family::Partnership, 4, "games", "3").match_goal(),
            "First team to win 3 games of 100."
        );
        assert_eq!(
            with(Family::AllFives, 2, "target", "250").match_goal(),
            "First to 250."
        );
        let french = Variant::standard(Family::French).unwrap();
        assert_eq!(french.pass_penalty(), Some(10));
        assert_eq!(
            french.pass_warning(),
            Some("Passing costs 10 points when a tile fits, and on your third pass in a row.")
        );
        assert_eq!(
            Variant::standard(Family::Jamaican).unwrap().pass_penalty(),
            None
        );
    }

    #[test]
    fn house_rules_are_a_map_sorted_by_key() {
        let mut rules = HouseRules::new();
        rules
            .set("pose", "sporting")
            .set("muggins", "on")
            .set("pose", "tournament");
        assert_eq!(rules.get("pose"), Some("tournament"));
        assert_eq!(rules.get("target"), None);
        assert!(rules.is("muggins", "on"));
        let pairs: Vec<_> = rules.iter().collect();
        assert_eq!(pairs, [("muggins", "on"), ("pose", "tournament")]);
        assert_eq!(
            format!("{rules:?}"),
            r#"HouseRules({"muggins": "on", "pose": "tournament"})"#
        );
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(json, r#"{"muggins":"on","pose":"tournament"}"#);
        let back: HouseRules =
            serde_json::from_str(r#"{"pose":"x","muggins":"on","pose":"tournament"}"#).unwrap();
        assert_eq!(back, rules);
        assert!(serde_json::from_str::<HouseRules>(r#"["pose"]"#).is_err());
        assert!(serde_json::from_str::<HouseRules>(r#"{"pose":1}"#).is_err());
    }
}
