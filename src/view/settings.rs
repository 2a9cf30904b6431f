//! The picker's choices: which game, how many play, which set, the house rules, each
//! computer opponent's level and how fast the computer plays.
//!
//! Choices are kept per family, so going from Jamaican to All Fives and back finds the
//! Jamaican options as they were left. They are saved as JSON (the app's storage hook
//! writes [`Settings::to_json`] to local storage) and read back with
//! [`Settings::from_json`], which checks everything and says what is wrong instead of
//! trusting stored text.

use crate::ai::Level;
use crate::json::{self, Fields, Map, Value};
use crate::rules::{Family, HouseRules, RuleSpec, Seat, SetupError, Variant};
use crate::view::pips::Faces;
use std::fmt;

/// Where the app keeps the settings in the browser's local storage.
pub const STORAGE_KEY: &str = "dominoes.settings.v1";

/// How long the computer waits before each of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pace {
    /// About 1.2 s.
    Slow,
    /// About 0.6 s (the default).
    Normal,
    /// About 0.25 s.
    Fast,
    /// No wait at all.
    Instant,
}

impl Pace {
    /// Every pace, slowest first.
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// The id used in storage and as the select's value.
    pub const fn id(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    /// The name shown in the speed control.
    pub const fn name(self) -> &'static str {
        match self {
            Pace::Slow => "Slow (1.2 s)",
            Pace::Normal => "Normal (0.6 s)",
            Pace::Fast => "Fast (0.25 s)",
            Pace::Instant => "Instant",
        }
    }

    /// The wait before each computer move, in milliseconds.
    pub const fn millis(self) -> u32 {
        match self {
            Pace::Slow => 1200,
            Pace::Normal => 600,
            Pace::Fast => 250,
            Pace::Instant => 0,
        }
    }

    /// The wait before a computer move, in milliseconds: two and a half times the pace
    /// right after a move that scored (All Fives), so that its line and its points can be
    /// read before the next move replaces them (a playtest: your own 5 was gone in 0.6 s).
    pub const fn wait(self, after_score: bool) -> u32 {
        if after_score {
            self.millis() * 5 / 2
        } else {
            self.millis()
        }
    }

    /// Whether tiles move on the table at this pace (a computer's tile slides in, the
    /// table glides when laid out again): your turn waits for them. Not at Instant.
    pub const fn moves(self) -> bool {
        !matches!(self, Pace::Instant)
    }

    /// Finds a pace by id.
    pub fn from_id(id: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// The level a computer opponent starts at: "easy" while the engine offers it, else the
/// first level there is.
pub fn default_level() -> Level {
    Level::from_id("easy").unwrap_or(Level::ALL[0])
}

/// Where seat `seat` (1..=3) of a table of `players` keeps its level in
/// [`Settings::levels`]: by its name (East, North, West), so that West chosen with three
/// players is West with four (a playtest saw it come back easy when levels went by seat
/// number).
fn slot(seat: u8, players: u8) -> usize {
    match Seat::new(seat.clamp(1, 3)).name(players) {
        "East" => 0,
        "North" => 1,
        _ => 2,
    }
}

/// The options of one family: player count, set and house rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FamilyChoice {
    /// How many play.
    pub players: u8,
    /// The set's highest double.
    pub set: u8,
    /// House rules chosen so far (keys missing take their defaults).
    pub rules: HouseRules,
}

impl FamilyChoice {
    /// The family's own defaults.
    pub fn default_for(family: Family) -> FamilyChoice {
        FamilyChoice {
            players: family.default_players(),
            set: family.sets()[0].top(),
            rules: HouseRules::new(),
        }
    }
}

/// Everything the picker shows, for every family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The family chosen.
    pub family: Family,
    /// Options per family, for the families someone changed, in family order (a short
    /// list: a `BTreeMap` would add its own code to the WebAssembly bundle).
    choices: Vec<(Family, FamilyChoice)>,
    /// The level of each computer seat by its place at the table: East, North, West (a
    /// seat keeps its level by name from one player count to another, see [`slot`]).
    pub levels: [Level; 3],
    /// The seats whose level you chose or saw when choosing one (a bit for each slot of
    /// `levels`): the others follow your latest choice, so a seat that comes with another
    /// player count plays at the level you last chose (a playtest: medium chosen for the
    /// two players' North, the three players' East and West came easy), and a level you
    /// chose or saw stays.
    chosen: u8,
    /// How fast the computer plays.
    pub pace: Pace,
    /// Pass by yourself when nothing fits (stored apart, see [`OPTIONS_KEY`]).
    pub auto_pass: bool,
    /// Play a forced move (your only legal one) by itself (stored apart).
    pub auto_forced: bool,
    /// Offer Undo at the table (stored apart; see [`crate::view::table::TableAction::Undo`]).
    pub allow_undo: bool,
    /// "Pips for 7 and more": draw every half of every tile with pips, as on a real set,
    /// instead of numerals from 7 up (stored apart; see [`Settings::faces`]).
    pub big_pips: bool,
}

/// The local-storage key of the table options, kept apart from the settings' JSON: the
/// words "auto-pass", "auto-forced", "undo" and "pips", comma-separated, for those that
/// are on.
pub const OPTIONS_KEY: &str = "dominoes.options";

impl Settings {
    /// The table options as stored under [`OPTIONS_KEY`].
    pub fn options_text(&self) -> String {
        let on = [
            (self.auto_pass, "auto-pass"),
            (self.auto_forced, "auto-forced"),
            (self.allow_undo, "undo"),
            (self.big_pips, "pips"),
        ];
        let words: Vec<&str> = on.iter().filter(|(b, _)| *b).map(|(_, w)| *w).collect();
        words.join(",")
    }

    /// These settings with the table options read from `text` (unknown words ignored).
    pub fn with_options(mut self, text: &str) -> Settings {
        self.auto_pass = text.split(',').any(|w| w == "auto-pass");
        self.auto_forced = text.split(',').any(|w| w == "auto-forced");
        self.allow_undo = text.split(',').any(|w| w == "undo");
        self.big_pips = text.split(',').any(|w| w == "pips");
        self
    }

    /// How the table draws halves of 7 and more: numerals, unless "Pips for 7 and more"
    /// is on.
    pub fn faces(&self) -> Faces {
        if self.big_pips {
            Faces::Pips
        } else {
            Faces::Numerals
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            family: Family::Jamaican,
            choices: Vec::new(),
            levels: [default_level(); 3],
            chosen: 0,
            pace: Pace::Normal,
            auto_pass: false,
            auto_forced: false,
            allow_undo: false,
            big_pips: false,
        }
    }
}

/// One change made in the picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsChange {
    /// Choose a family.
    Family(Family),
    /// Choose how many play.
    Players(u8),
    /// Choose the set by its highest double.
    Set(u8),
    /// Set a house rule of the chosen family.
    Rule {
        /// The rule's key.
        key: String,
        /// Its new value.
        value: String,
    },
    /// Set the level of a computer seat (1, 2 or 3); seats hidden at this player count
    /// and never chosen take it too.
    Level {
        /// The seat's index.
        seat: u8,
        /// Its new level.
        level: Level,
    },
    /// Set how fast the computer plays.
    Pace(Pace),
    /// Pass by yourself when nothing fits, or not.
    AutoPass(bool),
    /// Play forced moves by themselves, or not.
    AutoForced(bool),
    /// Offer Undo at the table, or not.
    AllowUndo(bool),
    /// Draw halves of 7 and more with pips, or as numerals.
    BigPips(bool),
}

impl Settings {
    /// The options of the chosen family.
    pub fn choice(&self) -> FamilyChoice {
        self.choice_of(self.family)
    }

    /// The options of `family` (its defaults if never changed).
    pub fn choice_of(&self, family: Family) -> FamilyChoice {
        self.choices
            .iter()
            .find(|(f, _)| *f == family)
            .map(|(_, c)| c.clone())
            .unwrap_or_else(|| FamilyChoice::default_for(family))
    }

    /// The house rules offered for the chosen family and player count.
    pub fn rule_specs(&self) -> &'static [RuleSpec] {
        self.family.rule_specs(self.choice().players)
    }

    /// The value house rule `spec` has now: the one chosen if it is one of the spec's
    /// values (a choice made for another player count may not be), else the default.
    pub fn rule_value(&self, spec: &RuleSpec) -> &'static str {
        let choice = self.choice();
        choice
            .rules
            .get(spec.key)
            .and_then(|v| spec.values.iter().find(|&&s| s == v))
            .copied()
            .unwrap_or(spec.default_value())
    }

    /// The level of computer seat `seat` (1..=3) at the chosen player count.
    pub fn level(&self, seat: u8) -> Level {
        self.levels[slot(seat, self.choice().players)]
    }

    /// The game these settings describe, with only the house rules that apply to the
    /// chosen player count.
    pub fn variant(&self) -> Result<Variant, SetupError> {
        let choice = self.choice();
        let mut rules = HouseRules::new();
        for spec in self.rule_specs() {
            rules.set(spec.key, self.rule_value(spec));
        }
        Variant::new(self.family, choice.players, choice.set, &rules)
    }

    /// The settings after `change`. Changes that make no sense for the chosen family (a
    /// player count or set it does not have, a rule it does not offer) change nothing.
    pub fn apply(&self, change: &SettingsChange) -> Settings {
        let mut next = self.clone();
        let family = self.family;
        let mut choice = self.choice();
        match change {
            SettingsChange::Family(f) => {
                next.family = *f;
                return next;
            }
            SettingsChange::Players(n) => {
                if !family.player_counts().contains(n) {
                    return next;
                }
                choice.players = *n;
            }
            SettingsChange::Set(top) => {
                if !family.sets().iter().any(|s| s.top() == *top) {
                    return next;
                }
                choice.set = *top;
            }
            SettingsChange::Rule { key, value } => {
                let offered = self
                    .rule_specs()
                    .iter()
                    .any(|s| s.key == key && s.values.contains(&value.as_str()));
                if !offered {
                    return next;
                }
                choice.rules.set(key, value);
            }
            SettingsChange::Level { seat, level } => {
                if (1..=3).contains(seat) {
                    let chosen = slot(*seat, choice.players);
                    next.levels[chosen] = *level;
                    // The seats hidden at this player count and never chosen follow; the
                    // ones on screen stay as shown, chosen now.
                    for s in 1..choice.players {
                        next.chosen |= 1 << slot(s, choice.players);
                    }
                    for (s, l) in next.levels.iter_mut().enumerate() {
                        if next.chosen & 1 << s == 0 {
                            *l = *level;
                        }
                    }
                }
                return next;
            }
            SettingsChange::Pace(p) => {
                next.pace = *p;
                return next;
            }
            SettingsChange::AutoPass(on) => {
                next.auto_pass = *on;
                return next;
            }
            SettingsChange::AutoForced(on) => {
                next.auto_forced = *on;
                return next;
            }
            SettingsChange::AllowUndo(on) => {
                next.allow_undo = *on;
                return next;
            }
            SettingsChange::BigPips(on) => {
                next.big_pips = *on;
                return next;
            }
        }
        insert_choice(&mut next.choices, family, choice);
        next
    }

    /// The settings as JSON, for storage: `family`, `games` (each changed family's
    /// options by id, sorted), `levels`, `pace` and `chosen` where reading could not
    /// infer it ([`unstated_chosen`]).
    pub fn to_json(&self) -> String {
        let mut games: Vec<(&str, &FamilyChoice)> =
            self.choices.iter().map(|(f, c)| (f.id(), c)).collect();
        super::sort_by_key(&mut games, |(id, _)| *id);
        let mut stored_games = Map::new();
        for (id, c) in games {
            let mut rules = Map::new();
            for (key, value) in c.rules.iter() {
                rules.push(key, value);
            }
            let choice = Map::new()
                .with("players", c.players)
                .with("set", c.set)
                .with("rules", rules);
            stored_games.push(id, choice);
        }
        let levels: Vec<Value> = self.levels.iter().map(|l| Value::from(l.id())).collect();
        let mut stored = Map::new()
            .with("family", self.family.id())
            .with("games", stored_games)
            .with("levels", levels)
            .with("pace", self.pace.id());
        // Left out where reading infers it, so settings stored before it store the same.
        if self.chosen != unstated_chosen(&self.levels) {
            stored.push("chosen", self.chosen);
        }
        Value::Object(stored).to_json()
    }

    /// Reads settings saved by [`Settings::to_json`], checking every value: an unknown
    /// family, level or pace, a player count or set the family does not have, or a house
    /// rule it never offers is an error, never a panic.
    pub fn from_json(text: &str) -> Result<Settings, SettingsError> {
        let value = json::parse(text).map_err(|e| SettingsError::Unreadable(e.to_string()))?;
        let mut stored = Stored::read(&value).map_err(SettingsError::Unreadable)?;
        // Checked in key order, as when `games` was a map.
        super::sort_by_key(&mut stored.games, |(id, _)| id.clone());
        let family = Family::from_id(&stored.family)
            .map_err(|_| SettingsError::Invalid(format!("unknown game '{}'", stored.family)))?;
        let mut choices = Vec::new();
        for (id, c) in stored.games {
            let f = Family::from_id(&id)
                .map_err(|_| SettingsError::Invalid(format!("unknown game '{id}'")))?;
            if !f.player_counts().contains(&c.players) {
                return Err(SettingsError::Invalid(format!(
                    "{} is not played by {}",
                    f.name(),
                    c.players
                )));
            }
            if !f.sets().iter().any(|s| s.top() == c.set) {
                return Err(SettingsError::Invalid(format!(
                    "{} is not played with a double-{} set",
                    f.name(),
                    c.set
                )));
            }
            for (key, value) in c.rules.iter() {
                let known = f.player_counts().iter().any(|&n| {
                    f.rule_specs(n)
                        .iter()
                        .any(|s| s.key == key && s.values.contains(&value))
                });
                if !known {
                    return Err(SettingsError::Invalid(format!(
                        "{} has no house rule {key} = {value}",
                        f.name()
                    )));
                }
            }
            insert_choice(
                &mut choices,
                f,
                FamilyChoice {
                    players: c.players,
                    set: c.set,
                    rules: c.rules,
                },
            );
        }
        if stored.levels.len() != 3 {
            return Err(SettingsError::Invalid(format!(
                "{} computer levels instead of 3",
                stored.levels.len()
            )));
        }
        let mut levels = [default_level(); 3];
        for (slot, id) in levels.iter_mut().zip(&stored.levels) {
            *slot = Level::from_id(id)
                .ok_or_else(|| SettingsError::Invalid(format!("unknown computer level '{id}'")))?;
        }
        let pace = Pace::from_id(&stored.pace)
            .ok_or_else(|| SettingsError::Invalid(format!("unknown speed '{}'", stored.pace)))?;
        Ok(Settings {
            family,
            choices,
            levels,
            chosen: stored.chosen.unwrap_or(unstated_chosen(&levels)),
            pace,
            ..Settings::default()
        })
    }
}

/// [`Settings::chosen`] where the stored settings leave it out (as those stored before
/// it do): three levels alike count as never chosen (a choice then sets the hidden seats
/// too, as on a first visit, which stored three easy levels), others as all chosen.
fn unstated_chosen(levels: &[Level; 3]) -> u8 {
    if levels.iter().all(|l| *l == levels[0]) {
        0
    } else {
        7
    }
}

/// Puts `family`'s `choice` in `choices`, replacing any it had and keeping the list in
/// family order.
fn insert_choice(choices: &mut Vec<(Family, FamilyChoice)>, family: Family, choice: FamilyChoice) {
    match choices.iter().position(|(f, _)| *f >= family) {
        Some(i) if choices[i].0 == family => choices[i].1 = choice,
        Some(i) => choices.insert(i, (family, choice)),
        None => choices.push((family, choice)),
    }
}

/// Saved settings that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// Not the JSON the game writes.
    Unreadable(String),
    /// Readable, but naming something the game does not have.
    Invalid(String),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self {
            SettingsError::Unreadable(e) => format!("they could not be read ({e})"),
            SettingsError::Invalid(e) => format!("they name something unknown ({e})"),
        };
        write!(
            f,
            "Your saved settings were damaged, so the defaults are back: {why}."
        )
    }
}

impl std::error::Error for SettingsError {}

/// The settings as stored: plain ids and numbers.
struct Stored {
    family: String,
    games: Vec<(String, StoredChoice)>,
    levels: Vec<String>,
    chosen: Option<u8>,
    pace: String,
}

impl Stored {
    /// Reads the stored fields: every one must be there but `chosen` (left out where it
    /// can be inferred, and by the builds before it), with its type, and no other.
    /// A game repeated in `games` keeps its last options, as a map would.
    fn read(value: &Value) -> Result<Stored, String> {
        let f = Fields::read(
            value,
            &["family", "games", "levels", "chosen", "pace"],
            true,
        )?;
        let family = f.string("family")?.to_string();
        let games_map = f
            .value("games")?
            .as_object()
            .ok_or("\"games\" must be an object")?;
        let mut games: Vec<(String, StoredChoice)> = Vec::new();
        for (id, choice) in games_map.iter() {
            let choice = StoredChoice::read(choice)?;
            match games.iter_mut().find(|(k, _)| k == id) {
                Some(pair) => pair.1 = choice,
                None => games.push((id.to_string(), choice)),
            }
        }
        Ok(Stored {
            family,
            games,
            levels: f.strings("levels")?,
            chosen: match f.value("chosen") {
                Ok(_) => Some(f.whole("chosen", 7)? as u8),
                Err(_) => None,
            },
            pace: f.string("pace")?.to_string(),
        })
    }
}

/// One family's options as stored.
struct StoredChoice {
    players: u8,
    set: u8,
    rules: HouseRules,
}

impl StoredChoice {
    fn read(value: &Value) -> Result<StoredChoice, String> {
        let f = Fields::read(value, &["players", "set", "rules"], true)?;
        let mut rules = HouseRules::new();
        for (key, value) in f.string_map("rules")? {
            rules.set(&key, &value);
        }
        Ok(StoredChoice {
            players: f.whole("players", 255)? as u8,
            set: f.whole("set", 255)? as u8,
            rules,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_options_read_back_from_their_words() {
        let s = Settings::default()
            .apply(&SettingsChange::AutoPass(true))
            .apply(&SettingsChange::AutoForced(true));
        assert_eq!(s.options_text(), "auto-pass,auto-forced");
        let back = Settings::default().with_options(&s.options_text());
        assert!(back.auto_pass && back.auto_forced);
        let off = Settings::default().with_options("auto-forced,junk");
        assert!(!off.auto_pass && off.auto_forced && !off.allow_undo);
        let undo = Settings::default().apply(&SettingsChange::AllowUndo(true));
        assert_eq!(undo.options_text(), "undo");
        assert!(Settings::default().with_options("undo").allow_undo);
        assert_eq!(Settings::default().options_text(), "");
    }

    #[test]
    fn pips_for_seven_and_more_is_off_by_default_and_reads_back_from_its_word() {
        let default = Settings::default();
        assert!(!default.big_pips);
        assert_eq!(default.faces(), Faces::Numerals);
        let on = default.apply(&SettingsChange::BigPips(true));
        assert_eq!(on.faces(), Faces::Pips);
        assert_eq!(on.options_text(), "pips");
        let back = Settings::default().with_options(&on.options_text());
        assert!(back.big_pips && !back.allow_undo && !back.auto_pass);
        assert_eq!(back.faces(), Faces::Pips);
        // With the others, in any order; a word that only looks like it is not it.
        let all = Settings::default().with_options("undo,pips,auto-pass");
        assert!(all.big_pips && all.allow_undo && all.auto_pass);
        assert_eq!(all.options_text(), "auto-pass,undo,pips");
        assert!(!Settings::default().with_options("pip,big-pips").big_pips);
        let off = back.apply(&SettingsChange::BigPips(false));
        assert_eq!(
            (off.faces(), off.options_text().as_str()),
            (Faces::Numerals, "")
        );
    }

    #[test]
    fn defaults_build_a_game_for_every_family() {
        let mut s = Settings::default();
        for family in Family::ALL {
            s = s.apply(&SettingsChange::Family(family));
            let v = s.variant().expect("defaults are valid");
            assert_eq!(v.family(), family);
            assert_eq!(v.players(), family.default_players());
        }
    }

    #[test]
    fn choices_are_kept_per_family_and_survive_json() {
        let s = Settings::default()
            .apply(&SettingsChange::Family(Family::AllFives))
            .apply(&SettingsChange::Players(2))
            .apply(&SettingsChange::Set(9))
            .apply(&SettingsChange::Rule {
                key: "muggins".into(),
                value: "on".into(),
            })
            .apply(&SettingsChange::Family(Family::Jamaican))
            .apply(&SettingsChange::Rule {
                key: "pose".into(),
                value: "sporting".into(),
            })
            .apply(&SettingsChange::Level {
                seat: 2,
                level: Level::Random,
            })
            .apply(&SettingsChange::Pace(Pace::Instant));
        assert_eq!(s.variant().unwrap().rule("pose"), "sporting");
        let back = Settings::from_json(&s.to_json()).expect("round trip");
        assert_eq!(back, s);
        let fives = back.apply(&SettingsChange::Family(Family::AllFives));
        let v = fives.variant().unwrap();
        assert_eq!(
            (v.players(), v.set().top(), v.rule("muggins")),
            (2, 9, "on")
        );
        assert_eq!(back.level(2), Level::Random);
        // On screen when West's was chosen, East keeps its own.
        assert_eq!(back.level(1), default_level());
        assert_eq!(back.pace.millis(), 0);
    }

    #[test]
    fn a_computer_waits_longer_after_a_move_that_scored_but_never_at_instant() {
        for pace in Pace::ALL {
            assert_eq!(pace.wait(false), pace.millis());
            assert_eq!(pace.wait(true), pace.millis() * 5 / 2);
        }
        assert_eq!(Pace::Normal.wait(true), 1500);
        assert_eq!(Pace::Instant.wait(true), 0);
    }

    #[test]
    fn choices_made_in_any_order_are_the_same_settings() {
        let change = |s: Settings, f: Family| {
            s.apply(&SettingsChange::Family(f))
                .apply(&SettingsChange::Players(2))
                .apply(&SettingsChange::Players(2))
        };
        let forward = Family::ALL.into_iter().fold(Settings::default(), change);
        let backward = Family::ALL
            .into_iter()
            .rev()
            .fold(Settings::default(), change);
        let backward = backward.apply(&SettingsChange::Family(forward.family));
        assert_eq!(forward, backward);
        assert_eq!(Settings::from_json(&backward.to_json()), Ok(forward));
    }

    #[test]
    fn stored_games_are_a_json_object_sorted_by_id() {
        let s = Settings::default()
            .apply(&SettingsChange::Family(Family::Matador))
            .apply(&SettingsChange::Players(2))
            .apply(&SettingsChange::Family(Family::AllFives))
            .apply(&SettingsChange::Players(3));
        let json = s.to_json();
        let games = r#""games":{"allfives":{"players":3,"set":6,"rules":{}},"matador":{"players":2,"set":6,"rules":{}}}"#;
        assert!(json.contains(games), "{json}");
        // A repeated game keeps its last options, as a map would.
        let twice = json.replace(
            r#""games":{"#,
            r#""games":{"matador":{"players":4,"set":6,"rules":{}},"#,
        );
        assert_eq!(Settings::from_json(&twice), Ok(s));
    }

    #[test]
    fn changes_the_family_does_not_offer_are_ignored() {
        let s = Settings::default();
        assert_eq!(s.apply(&SettingsChange::Players(3)), s);
        assert_eq!(s.apply(&SettingsChange::Set(9)), s);
        let bad_rule = SettingsChange::Rule {
            key: "pose".into(),
            value: "sideways".into(),
        };
        assert_eq!(s.apply(&bad_rule), s);
        let no_rule = SettingsChange::Rule {
            key: "muggins".into(),
            value: "on".into(),
        };
        assert_eq!(s.apply(&no_rule), s);
        assert_eq!(
            s.apply(&SettingsChange::Level {
                seat: 0,
                level: Level::Random
            }),
            s
        );
    }

    #[test]
    fn a_seat_keeps_its_level_by_name_from_one_player_count_to_another() {
        let level = |seat, level| SettingsChange::Level { seat, level };
        let names = |s: &Settings, players| -> Vec<(&str, Level)> {
            (1..players)
                .map(|i| (Seat::new(i).name(players), s.level(i)))
                .collect()
        };
        // A playtester chose medium for both computers of three-player Cut Throat, then
        // switched to Partnership: West came back easy.
        let three = Settings::default()
            .apply(&SettingsChange::Family(Family::CutThroat))
            .apply(&SettingsChange::Players(3))
            .apply(&level(1, Level::Medium))
            .apply(&level(2, Level::Hard));
        assert_eq!(
            names(&three, 3),
            [("East", Level::Medium), ("West", Level::Hard)]
        );
        // North, never chosen, follows the latest choice.
        let four = three.apply(&SettingsChange::Family(Family::Partnership));
        assert_eq!(
            names(&four, 4),
            [
                ("East", Level::Medium),
                ("North", Level::Hard),
                ("West", Level::Hard)
            ]
        );
        // With two the one opponent is North, and the others keep theirs.
        let two = four
            .apply(&SettingsChange::Family(Family::CutThroat))
            .apply(&SettingsChange::Players(2))
            .apply(&level(1, Level::Expert));
        assert_eq!(names(&two, 2), [("North", Level::Expert)]);
        let back = two.apply(&SettingsChange::Family(Family::Partnership));
        assert_eq!(
            names(&back, 4),
            [
                ("East", Level::Medium),
                ("North", Level::Expert),
                ("West", Level::Hard)
            ]
        );
        // Kept in storage too: East and West stay chosen, North is chosen now.
        let stored = Settings::from_json(&back.to_json()).expect("readable");
        let again = stored
            .apply(&SettingsChange::Players(4))
            .apply(&level(2, Level::Easy));
        assert_eq!(
            names(&again, 4),
            [
                ("East", Level::Medium),
                ("North", Level::Easy),
                ("West", Level::Hard)
            ]
        );
    }

    /// A playtester chose medium for the one computer of two-player All Fives, then
    /// switched to three-player Matador: East and West came easy. Seats never chosen
    /// follow the latest choice; settings stored before that was kept count every seat
    /// as chosen.
    #[test]
    fn a_seat_never_chosen_plays_at_the_level_chosen_last() {
        let level = |seat, level| SettingsChange::Level { seat, level };
        let two = Settings::default()
            .apply(&SettingsChange::Family(Family::AllFives))
            .apply(&SettingsChange::Players(2))
            .apply(&level(1, Level::Medium));
        let three = two
            .apply(&SettingsChange::Family(Family::Matador))
            .apply(&SettingsChange::Players(3));
        assert_eq!(
            (three.level(1), three.level(2)),
            (Level::Medium, Level::Medium)
        );
        // A choice never changes a level on screen.
        let three = three.apply(&level(2, Level::Hard));
        assert_eq!(
            (three.level(1), three.level(2)),
            (Level::Medium, Level::Hard)
        );
        assert_eq!(
            three.apply(&SettingsChange::Players(2)).level(1),
            Level::Medium
        );
        let four = Settings::default().apply(&level(1, Level::Hard));
        assert_eq!(four.levels, [Level::Hard, default_level(), default_level()]);
        // Stored before: levels that differ were chosen; three alike (a first visit
        // stores three easy ones) follow as on a first visit.
        let old =
            r#"{"family":"matador","games":{},"levels":["easy","hard","easy"],"pace":"normal"}"#;
        let two = SettingsChange::Players(2);
        let read = Settings::from_json(old).expect("readable").apply(&two);
        let read = read.apply(&level(1, Level::Medium));
        assert_eq!(read.levels, [Level::Easy, Level::Medium, Level::Easy]);
        let alike = old.replace("hard", "easy");
        let read = Settings::from_json(&alike).expect("readable").apply(&two);
        let read = read.apply(&level(1, Level::Medium));
        assert_eq!(read.levels, [Level::Medium; 3]);
        // Three alike, all chosen: kept so through storage.
        let mut all = Settings::default();
        for seat in 1..4 {
            all = all.apply(&level(seat, Level::Hard));
        }
        let back = Settings::from_json(&all.to_json()).expect("readable");
        assert_eq!(back, all);
        for bad in ["8", "null", "-1", "\"3\""] {
            let text = old.replace("\"pace\"", &format!("\"chosen\":{bad},\"pace\""));
            assert!(Settings::from_json(&text).is_err(), "{text}");
        }
    }

    #[test]
    fn a_rule_chosen_for_another_player_count_falls_back_to_its_default() {
        // Haitian "form" is partners/individual with 4 players, draw/block/fourteen with 2.
        let s = Settings::default()
            .apply(&SettingsChange::Family(Family::Haitian))
            .apply(&SettingsChange::Rule {
                key: "form".into(),
                value: "individual".into(),
            })
            .apply(&SettingsChange::Players(2));
        let v = s.variant().expect("valid");
        assert_eq!(v.rule("form"), "draw");
        let s = s.apply(&SettingsChange::Players(3));
        assert!(s.rule_specs().is_empty());
        assert!(s.variant().is_ok());
        let s = s.apply(&SettingsChange::Players(4));
        assert_eq!(s.variant().unwrap().rule("form"), "individual");
    }

    #[test]
    fn damaged_storage_is_an_error_with_a_reason() {
        let good = Settings::default().to_json();
        for bad in [
            "",
            "not json",
            "{}",
            "[1,2,3]",
            &good.replace("jamaican", "tiddlywinks"),
            &good.replace("normal", "warp"),
            &good.replace("\"easy\"", "\"godlike\""),
            r#"{"family":"jamaican","games":{"jamaican":{"players":3,"set":6,"rules":{}}},"levels":["easy","easy","easy"],"pace":"normal"}"#,
            r#"{"family":"jamaican","games":{"jamaican":{"players":4,"set":9,"rules":{}}},"levels":["easy","easy","easy"],"pace":"normal"}"#,
            r#"{"family":"jamaican","games":{"jamaican":{"players":4,"set":6,"rules":{"pose":"x"}}},"levels":["easy","easy","easy"],"pace":"normal"}"#,
            r#"{"family":"jamaican","games":{},"levels":["easy"],"pace":"normal"}"#,
            r#"{"family":"jamaican","games":{},"levels":["easy","easy","easy"],"pace":"normal","extra":1}"#,
            r#"{"family":"jamaican","games":{"jamaican":{"players":400,"set":6,"rules":{}}},"levels":["easy","easy","easy"],"pace":"normal"}"#,
        ] {
            let err = Settings::from_json(bad).expect_err(bad);
            let text = err.to_string();
            assert!(text.contains("defaults are back"), "{bad}: {text}");
        }
    }

    /// Written by the build before this reader (serde_json's writer).
    const STORED: &str = r#"{"family":"haitian","games":{"allfives":{"players":3,"set":6,"rules":{"muggins":"on"}},"haitian":{"players":2,"set":6,"rules":{"form":"block"}}},"levels":["easy","easy","hard"],"pace":"fast"}"#;

    #[test]
    fn settings_stored_by_the_previous_build_load_and_store_the_same_bytes() {
        let s = Settings::from_json(STORED).expect("loads");
        assert_eq!(s.to_json(), STORED);
        assert_eq!(s.family, Family::Haitian);
        assert_eq!(
            s.variant().map(|v| v.rule("form").to_string()),
            Ok("block".into())
        );
        assert_eq!((s.levels[2], s.pace), (Level::Hard, Pace::Fast));
        let fives = s.apply(&SettingsChange::Family(Family::AllFives));
        assert_eq!(fives.variant().map(|v| v.players()), Ok(3));
        let defaults =
            r#"{"family":"jamaican","games":{},"levels":["easy","easy","easy"],"pace":"normal"}"#;
        // Stored before the seats chosen were kept: three levels alike, none chosen.
        assert_eq!(Settings::from_json(defaults), Ok(Settings::default()));
        assert_eq!(Settings::default().to_json(), defaults);
        let spaced = "\n{ \"pace\" : \"fast\",\t\"levels\":[\"easy\", \"easy\", \"hard\"],\r\n \"games\": {\"haitian\": {\"rules\": {\"form\": \"block\"}, \"set\": 6, \"players\": 2}, \"allfives\": {\"players\": 3, \"set\": 6, \"rules\": {\"muggins\": \"on\"}}}, \"family\": \"h\\u0061itian\"}\n";
        assert_eq!(Settings::from_json(spaced), Ok(s));
    }

    #[test]
    fn stored_fields_must_be_there_with_their_types_and_no_other() {
        let cases = [
            (STORED.replace(r#","pace":"fast""#, ""), "missing field \"pace\""),
            (STORED.replace(r#""pace":"fast""#, r#""pace":3"#), "\"pace\" must be a string"),
            (STORED.replace(r#""family":"haitian","#, ""), "missing field \"family\""),
            (STORED.replace(r#""players":3"#, r#""players":"3""#), "\"players\" must be"),
            (STORED.replace(r#""players":3"#, r#""players":300"#), "from 0 to 255"),
            (STORED.replace(r#""set":6,"rules":{"muggins""#, r#""rules":{"muggins""#), "missing field \"set\""),
            (STORED.replace(r#""muggins":"on""#, r#""muggins":true"#), "\"rules\""),
            (STORED.replace(r#""games":{"#, r#""games":{"x":1,"#), "expected an object"),
            (STORED.replace(r#""games":{"allfives":{"players":3,"set":6,"rules":{"muggins":"on"}},"haitian":{"players":2,"set":6,"rules":{"form":"block"}}}"#, r#""games":[]"#), "\"games\" must be an object"),
            (STORED.replace(r#""levels":["easy","#, r#""levels":[null,"#), "\"levels\""),
            (STORED.replace(r#""set":6,"rules":{"form""#, r#""set":6,"colour":1,"rules":{"form""#), "unknown field \"colour\""),
            (STORED.replace(r#""pace":"fast""#, r#""pace":"fast","pace":"slow""#), "duplicate field \"pace\""),
            (STORED.replace('}', ""), "could not be read (the text ends too soon"),
            (STORED.replace(r#""pace""#, "pace"), "could not be read (expected a key in quotes at line 1"),
        ];
        for (text, expected) in cases {
            let err = Settings::from_json(&text).expect_err(&text).to_string();
            assert!(err.contains(expected), "{text}: {err}");
            assert!(err.starts_with("Your saved settings were damaged, so the defaults are back: they could not be read ("), "{err}");
        }
    }
}
