//! Links that share a deal: the page's address carries the game, the player count, the
//! set, the house rules, the computer players' levels and the seed, so a friend opening
//! it gets the same deal.
//!
//! ```text
//! ?game=allfives&players=2&set=6&seed=77&levels=hard&muggins=on&target=100
//! ```
//!
//! * `game`, `players`, `set` and `seed` are required in a shared link;
//! * `levels` (optional) lists the computer seats' levels in seat order, after you;
//! * every other key is a house rule of that game and player count; rules left out take
//!   their defaults;
//! * `think` (a thinking time for the hard level, see the README) may go with any link.
//!
//! A link with only `seed` (the older form) deals that seed in whatever game the picker
//! shows. Anything missing, unknown or out of range is a [`LinkError`] that says what was
//! wrong, in words for the person; the page then shows the picker with that notice.

use super::settings::{Settings, SettingsChange};
use crate::ai::Level;
use crate::rules::{Family, Seat, Variant};
use std::fmt;

/// What a page's link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkAsks {
    /// Nothing: the picker as saved (or the saved match).
    Nothing,
    /// Deal this seed in the game the picker shows, when Start is pressed.
    Seed(u64),
    /// Start this deal at once.
    Deal(SharedDeal),
}

/// A deal to share: everything that makes a match start the same for someone else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedDeal {
    /// The game.
    pub family: Family,
    /// How many play.
    pub players: u8,
    /// The set's highest double.
    pub set: u8,
    /// Every house rule of the game and player count, (key, value), in the game's order.
    pub rules: Vec<(String, String)>,
    /// The computer seats' levels, in seat order after you (one per computer seat).
    pub levels: Vec<Level>,
    /// The match seed.
    pub seed: u64,
}

/// Why a link could not be opened, in words for the person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(String);

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "This link could not be opened: {}.", self.0)
    }
}

impl std::error::Error for LinkError {}

fn error(message: impl Into<String>) -> LinkError {
    LinkError(message.into())
}

/// Text from the link as quoted in a notice: at most 24 characters.
fn shown(text: &str) -> String {
    let mut short: String = text.chars().take(24).collect();
    if text.chars().count() > 24 {
        short.push('…');
    }
    short
}

/// The keys every link may carry besides house rules.
const KNOWN: [&str; 6] = ["game", "players", "set", "seed", "levels", "think"];

impl SharedDeal {
    /// The deal of a match of `variant` from `seed`, with the computer seats at `level`.
    pub fn new(variant: &Variant, level: impl Fn(Seat) -> Level, seed: u64) -> SharedDeal {
        let players = variant.players();
        SharedDeal {
            family: variant.family(),
            players,
            set: variant.set().top(),
            rules: variant
                .family()
                .rule_specs(players)
                .iter()
                .map(|spec| (spec.key.to_string(), variant.rule(spec.key).to_string()))
                .collect(),
            levels: (1..players).map(|s| level(Seat::new(s))).collect(),
            seed,
        }
    }

    /// The link's query string, starting with `?`.
    pub fn to_query(&self) -> String {
        let mut query = format!(
            "?game={}&players={}&set={}&seed={}",
            self.family.id(),
            self.players,
            self.set,
            self.seed
        );
        if !self.levels.is_empty() {
            let ids: Vec<&str> = self.levels.iter().map(|l| l.id()).collect();
            query.push_str("&levels=");
            query.push_str(&ids.join(","));
        }
        for (key, value) in &self.rules {
            query.push_str(&format!("&{key}={value}"));
        }
        query
    }

    /// `settings` showing this deal's game, player count, set, house rules (those not in
    /// the link at their defaults) and levels; the pace is kept.
    pub fn apply_to(&self, settings: &Settings) -> Settings {
        let mut changes = vec![
            SettingsChange::Family(self.family),
            SettingsChange::Players(self.players),
            SettingsChange::Set(self.set),
        ];
        for spec in self.family.rule_specs(self.players) {
            let value = self
                .rules
                .iter()
                .find(|(k, _)| k == spec.key)
                .map_or(spec.default_value(), |(_, v)| v.as_str());
            changes.push(SettingsChange::Rule {
                key: spec.key.to_string(),
                value: value.to_string(),
            });
        }
        for (i, level) in self.levels.iter().enumerate() {
            changes.push(SettingsChange::Level {
                seat: i as u8 + 1,
                level: *level,
            });
        }
        changes.iter().fold(settings.clone(), |s, c| s.apply(c))
    }
}

/// Reads a page's query string (with or without the leading `?`).
pub fn read_link(query: &str) -> Result<LinkAsks, LinkError> {
    let pairs = pairs(query)?;
    let get = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let seed = get("seed").map(parse_seed).transpose()?;
    let Some(game) = get("game") else {
        if let Some((key, _)) = pairs
            .iter()
            .find(|(k, _)| !["seed", "think"].contains(&k.as_str()))
        {
            return Err(error(format!(
                "it has '{}' but does not say which game (game=...)",
                shown(key)
            )));
        }
        return Ok(seed.map_or(LinkAsks::Nothing, LinkAsks::Seed));
    };
    let family = Family::from_id(game).map_err(|_| {
        let ids: Vec<&str> = Family::ALL.iter().map(|f| f.id()).collect();
        error(format!(
            "there is no game '{}' (games: {})",
            shown(game),
            ids.join(", ")
        ))
    })?;
    let name = family.name();
    let players = match get("players") {
        None => return Err(error("it does not say how many play (players=...)")),
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|n| family.player_counts().contains(n))
            .ok_or_else(|| error(format!("{name} is not played by '{}' players", shown(text))))?,
    };
    let set = match get("set") {
        None => return Err(error("it does not say which set (set=...)")),
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|top| family.sets().iter().any(|s| s.top() == *top))
            .ok_or_else(|| {
                error(format!(
                    "{name} is not played with a double-{} set",
                    shown(text)
                ))
            })?,
    };
    let seed = seed.ok_or_else(|| error("it does not say which deal (seed=...)"))?;
    let levels = match get("levels") {
        None => Vec::new(),
        Some(text) => {
            let levels = text
                .split(',')
                .map(|id| {
                    Level::from_id(id)
                        .ok_or_else(|| error(format!("there is no computer level '{}'", shown(id))))
                })
                .collect::<Result<Vec<_>, _>>()?;
            if levels.len() != usize::from(players - 1) {
                return Err(error(format!(
                    "it gives {} computer levels for {} computer players",
                    levels.len(),
                    players - 1
                )));
            }
            levels
        }
    };
    let specs = family.rule_specs(players);
    let mut rules = Vec::new();
    for (key, value) in &pairs {
        if KNOWN.contains(&key.as_str()) {
            continue;
        }
        let spec = specs.iter().find(|s| s.key == key).ok_or_else(|| {
            error(format!(
                "'{}' is not a house rule of {name} with {players} players",
                shown(key)
            ))
        })?;
        if !spec.values.contains(&value.as_str()) {
            return Err(error(format!(
                "'{}' is not a choice for {} (choices: {})",
                shown(value),
                spec.label.to_ascii_lowercase(),
                spec.values.join(", ")
            )));
        }
        rules.push((key.clone(), value.clone()));
    }
    Ok(LinkAsks::Deal(SharedDeal {
        family,
        players,
        set,
        rules,
        levels,
        seed,
    }))
}

/// The query's (key, value) pairs, decoded, each key once.
fn pairs(query: &str) -> Result<Vec<(String, String)>, LinkError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut pairs: Vec<(String, String)> = Vec::new();
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let key = decode(key).ok_or_else(|| error("its address is garbled"))?;
        let value = decode(value).ok_or_else(|| error("its address is garbled"))?;
        if pairs.iter().any(|(k, _)| *k == key) {
            return Err(error(format!("it gives '{}' twice", shown(&key))));
        }
        pairs.push((key, value));
    }
    Ok(pairs)
}

/// The computer's thinking time a query asks for (`?think=1500`, in milliseconds, 50 to
/// 10,000): the hard level then thinks for about that long on every move instead of its
/// usual budget. For trying the AI's strength and the page's responsiveness; any other
/// value (or a query that cannot be read) is ignored.
pub fn think_ms(query: &str) -> Option<f64> {
    think_millis(query).map(f64::from)
}

/// [`think_ms`] as a whole number (written back without float formatting).
fn think_millis(query: &str) -> Option<u32> {
    let pairs = pairs(query).ok()?;
    let (_, value) = pairs.iter().find(|(k, _)| k == "think")?;
    let ms = value.parse::<u32>().ok()?;
    (50..=10_000).contains(&ms).then_some(ms)
}

/// What stays in the page's address once its link has been read: only the thinking
/// time, if any (so a reload resumes the match instead of dealing the link again).
pub fn kept_query(query: &str) -> String {
    think_millis(query).map_or_else(String::new, |ms| format!("?think={ms}"))
}

/// A seed written in a link: digits only, within 64 bits.
fn parse_seed(text: &str) -> Result<u64, LinkError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    text.parse::<u64>().ok().filter(|_| digits).ok_or_else(|| {
        error(format!(
            "the deal number '{}' is not a whole number from 0 to {}",
            shown(text),
            u64::MAX
        ))
    })
}

/// Undoes a URL's percent-encoding (and `+` for a space); `None` when it is malformed or
/// not UTF-8.
fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::HouseRules;

    fn deal(query: &str) -> SharedDeal {
        match read_link(query) {
            Ok(LinkAsks::Deal(d)) => d,
            other => panic!("{query}: {other:?}"),
        }
    }

    fn refused(query: &str) -> String {
        match read_link(query) {
            Err(e) => e.to_string(),
            Ok(asks) => panic!("{query} was accepted: {asks:?}"),
        }
    }

    #[test]
    fn links_without_a_game_are_the_picker_or_a_seed() {
        assert_eq!(read_link(""), Ok(LinkAsks::Nothing));
        assert_eq!(read_link("?"), Ok(LinkAsks::Nothing));
        assert_eq!(read_link("?think=500"), Ok(LinkAsks::Nothing));
        assert_eq!(read_link("?seed=42"), Ok(LinkAsks::Seed(42)));
        assert_eq!(read_link("seed=7&think=100"), Ok(LinkAsks::Seed(7)));
    }

    /// Every family and table size: the link of a deal reads back as the same deal, and
    /// the settings it gives describe the same game.
    #[test]
    fn a_shared_deal_reads_back_the_same_in_every_family() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                for set in family.sets() {
                    let variant =
                        Variant::new(family, players, set.top(), &HouseRules::new()).unwrap();
                    let shared = SharedDeal::new(&variant, |s| Level::ALL[s.index()], 1234);
                    let query = shared.to_query();
                    let back = deal(&query);
                    assert_eq!(back, shared, "{query}");
                    let settings = back.apply_to(&Settings::default());
                    assert_eq!(settings.variant().unwrap(), variant, "{query}");
                    for s in 1..players {
                        assert_eq!(settings.level(s), Level::ALL[usize::from(s)], "{query}");
                    }
                }
            }
        }
    }

    #[test]
    fn house_rules_in_a_link_are_applied_and_the_rest_take_defaults() {
        let d = deal("?game=allfives&players=2&set=9&seed=77&muggins=on");
        let mut previous = Settings::default().apply(&SettingsChange::Family(Family::AllFives));
        previous = previous.apply(&SettingsChange::Players(2));
        for spec in Family::AllFives.rule_specs(2) {
            let last = spec.values[spec.values.len() - 1];
            previous = previous.apply(&SettingsChange::Rule {
                key: spec.key.into(),
                value: last.into(),
            });
        }
        let variant = d.apply_to(&previous).variant().unwrap();
        assert_eq!(variant.set().top(), 9);
        for spec in Family::AllFives.rule_specs(2) {
            let expected = if spec.key == "muggins" {
                "on"
            } else {
                spec.default_value()
            };
            assert_eq!(variant.rule(spec.key), expected, "{}", spec.key);
        }
    }

    /// Links that are missing something, name something unknown or go out of range are
    /// refused with a notice that says what was wrong.
    #[test]
    fn bad_links_are_refused_with_what_was_wrong() {
        let ok = "game=jamaican&players=4&set=6&seed=5";
        let cases: &[(&str, &str)] = &[
            ("?seed=abc", "'abc' is not a whole number"),
            ("?seed=", "'' is not a whole number"),
            ("?seed=-3", "'-3' is not a whole number"),
            ("?seed=99999999999999999999", "is not a whole number"),
            ("?players=4", "does not say which game"),
            (
                "?game=chess&players=2&set=6&seed=1",
                "there is no game 'chess'",
            ),
            ("?game=jamaican&set=6&seed=1", "does not say how many play"),
            ("?game=jamaican&players=4&seed=1", "does not say which set"),
            ("?game=jamaican&players=4&set=6", "does not say which deal"),
            (
                "?game=jamaican&players=3&set=6&seed=1",
                "not played by '3' players",
            ),
            (
                "?game=jamaican&players=four&set=6&seed=1",
                "not played by 'four'",
            ),
            ("?game=jamaican&players=4&set=7&seed=1", "double-7 set"),
            (
                &format!("?{ok}&levels=hard,hard"),
                "2 computer levels for 3",
            ),
            (
                &format!("?{ok}&levels=hard,genius,easy"),
                "no computer level 'genius'",
            ),
            (&format!("?{ok}&colour=red"), "'colour' is not a house rule"),
            (
                &format!("?{ok}&pose=whenever"),
                "'whenever' is not a choice",
            ),
            (&format!("?{ok}&seed=6"), "gives 'seed' twice"),
            ("?game=jam%zzaican", "garbled"),
            ("?game=%FF&players=4", "garbled"),
            (
                "?seed=123456789012345678901234567890",
                "'123456789012345678901234…' is not",
            ),
        ];
        for (query, expected) in cases {
            let message = refused(query);
            assert!(message.contains(expected), "{query}: {message}");
            assert!(message.starts_with("This link could not be opened: "));
        }
    }

    #[test]
    fn a_thinking_time_is_read_only_within_its_range() {
        assert_eq!(think_ms("?think=1500"), Some(1500.0));
        assert_eq!(think_ms("seed=3&think=50"), Some(50.0));
        for bad in [
            "",
            "?think=",
            "?think=49",
            "?think=10001",
            "?think=1e3",
            "?thinks=100",
        ] {
            assert_eq!(think_ms(bad), None, "{bad}");
        }
        assert_eq!(kept_query("?game=jamaican&think=700&seed=1"), "?think=700");
        assert_eq!(kept_query("?seed=1"), "");
    }

    #[test]
    fn percent_encoding_is_undone() {
        let d = deal("?game=jamaican&players=4&set=6&seed=5&levels=hard%2Cmedium%2Ceasy");
        assert_eq!(d.levels, [Level::Hard, Level::Medium, Level::Easy]);
        assert_eq!(decode("a+b%20c"), Some("a b c".into()));
        assert_eq!(decode("%4"), None);
    }
}
