//! Statistics (issue 13, item 6): your matches per game and computer level, kept in local
//! storage under [`STATS_KEY`], apart from everything else the page stores.
//!
//! A finished match becomes a [`MatchResult`] ([`MatchResult::of`]) and is added with
//! [`Stats::record`]. Per game and level the page counts matches and hands played and
//! won, the current and best run of matches won, your side's points, the hints you
//! asked for, the undos you made and the matches where you had either (marked as played
//! with help); the last [`RECENT`] results, whatever the game, draw the chart.
//!
//! ```json
//! {"v": 1, "groups": [["partnership", "easy", 3, 2, 7, 4, 1, 1, 2, 140]], "recent": "wlw"}
//! ```
//!
//! A group is a list: the game's id, the level, then matches played, matches won, hands
//! played, hands won, hints used, the current and best runs of matches won, and the
//! points your side made (a whole number, maybe negative), then, only when not both 0,
//! the undos made and the matches played with help. The level is the strongest
//! computer player's level id. `recent` holds one letter per match, oldest first: `w`
//! won, `l` lost, in capitals for a match played with help. Anything else (not JSON, another version, a missing or mistyped field,
//! counts that contradict each other, a text longer than [`MAX_TEXT`]) is refused with a reason, in time bounded by the text's length; the
//! page then says so and starts afresh.

use super::table::{TableState, YOU};
use crate::ai::Level;
use crate::json::{self, Fields, Map, Value};
use crate::rules::{Family, Seat};

/// The local-storage key of the statistics.
pub const STATS_KEY: &str = "dominoes.stats";

/// The version of the stored form written by this build.
pub const STATS_VERSION: u64 = 1;

/// How many recent results are kept for the chart.
pub const RECENT: usize = 20;

/// The longest stored text read (a few hundred groups fit in a tenth of it).
pub const MAX_TEXT: usize = 64 * 1024;

/// The most groups read (9 games times every mix of levels is far fewer).
const MAX_GROUPS: usize = 500;

/// The largest count read: a billion matches, hands or hints.
const MAX_COUNT: u64 = 1_000_000_000;

/// The largest total of points kept, either way (averages are worked out below it).
const MAX_POINTS: i64 = 1 << 50;

/// The statistics panel's steps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatsStep {
    /// Closed.
    #[default]
    Close,
    /// Open.
    Open,
    /// Open and asking whether to erase everything.
    Ask,
    /// Erase everything (when asked).
    Erase,
}

/// How one finished match went for you.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The game's id.
    pub game: String,
    /// The computer players' level id(s) (see the module docs).
    pub level: String,
    /// Whether your side won the match.
    pub won: bool,
    /// Hands played.
    pub hands: u32,
    /// Hands your side won.
    pub hands_won: u32,
    /// Points the hands gave your side, summed.
    pub points: i64,
    /// Hints you asked for.
    pub hints: u32,
    /// Undos you made.
    pub undos: u32,
}

impl MatchResult {
    /// Whether the match was played with help (hints or undos).
    pub fn helped(&self) -> bool {
        self.hints > 0 || self.undos > 0
    }

    /// The result of `table`'s match, once it is over.
    pub fn of(table: &TableState) -> Option<MatchResult> {
        let game = table.game();
        let variant = game.variant();
        let side = variant.side_of(YOU);
        let winner = game.winner()?;
        let name = variant.side_name(side);
        // The strongest computer player's level.
        let level = Seat::all(variant.players())
            .filter(|&s| s != YOU)
            .map(|s| table.level(s))
            .max()
            .unwrap_or(Level::Easy);
        let sheet = table.sheet();
        Some(MatchResult {
            game: variant.family().id().to_string(),
            level: level.id().to_string(),
            won: winner == side,
            hands: sheet.len() as u32,
            hands_won: sheet.iter().filter(|r| r.winner == Some(name)).count() as u32,
            points: sheet
                .iter()
                .map(|r| i64::from(r.points.get(side.index()).copied().unwrap_or(0)))
                .sum(),
            hints: table.hints(),
            undos: table.undos(),
        })
    }
}

/// One game at one level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Group {
    /// The game's id.
    pub game: String,
    /// The computer players' level id(s).
    pub level: String,
    /// Matches played.
    pub matches: u32,
    /// Matches won.
    pub won: u32,
    /// Hands played.
    pub hands: u32,
    /// Hands won.
    pub hands_won: u32,
    /// Points your side made, summed over the hands.
    pub points: i64,
    /// Hints asked for.
    pub hints: u32,
    /// Matches won in a row, up to the last one.
    pub streak: u32,
    /// The longest run of matches won.
    pub best: u32,
    /// Undos made.
    pub undos: u32,
    /// Matches played with help (hints or undos).
    pub helped: u32,
}

impl Group {
    /// Matches, won, hands, hands won, hints, streak and best, as stored.
    fn counts(&self) -> [u32; 7] {
        [
            self.matches,
            self.won,
            self.hands,
            self.hands_won,
            self.hints,
            self.streak,
            self.best,
        ]
    }

    /// The game's name and the level's ("Partnership to 100, Easy").
    pub fn title(&self) -> String {
        let game = Family::from_id(&self.game).map_or("?", |f| f.name());
        let level = Level::from_id(&self.level).map_or("?", |l| l.name());
        format!("{game}, {level}")
    }

    /// The lines the panel shows.
    pub fn lines(&self) -> Vec<String> {
        let rate = u64::from(self.won) * 100 / u64::from(self.matches.max(1));
        vec![
            format!(
                "Matches: {} played, {} won ({rate}%)",
                self.matches, self.won
            ),
            format!("Hands: {} played, {} won", self.hands, self.hands_won),
            format!("Matches won in a row: {} (best {})", self.streak, self.best),
            format!("Points per hand: {}", tenths(self.points, self.hands)),
            format!("Hints used: {}", self.hints),
            format!("Undos used: {}", self.undos),
            format!("Matches with help: {}", self.helped),
        ]
    }
}

/// `total / count` to one decimal place, rounded half away from zero ("12.3", "-0.5"),
/// with whole numbers only (no floating-point formatting in the page).
pub fn tenths(total: i64, count: u32) -> String {
    let count = i64::from(count.max(1));
    let t = total.clamp(-MAX_POINTS, MAX_POINTS) * 10;
    let q = ((t.abs() * 2 + count) / (count * 2)) as u64;
    let sign = if t < 0 && q > 0 { "-" } else { "" };
    format!("{sign}{}.{}", q / 10, q % 10)
}

/// Everything counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// One group per game and level, in the order first played.
    pub groups: Vec<Group>,
    /// The last results, oldest first: `true` for a match won.
    pub recent: Vec<bool>,
    /// For each of `recent`, whether it was played with help.
    pub recent_helped: Vec<bool>,
}

impl Stats {
    /// Adds a finished match.
    pub fn record(&mut self, r: &MatchResult) {
        let at = match self
            .groups
            .iter()
            .position(|g| g.game == r.game && g.level == r.level)
        {
            Some(i) => i,
            None => {
                self.groups.push(Group {
                    game: r.game.clone(),
                    level: r.level.clone(),
                    ..Group::default()
                });
                self.groups.len() - 1
            }
        };
        let g = &mut self.groups[at];
        let add = |n: u32, by: u32| n.saturating_add(by).min(MAX_COUNT as u32);
        g.matches = add(g.matches, 1);
        g.won = add(g.won, u32::from(r.won));
        g.hands = add(g.hands, r.hands);
        g.hands_won = add(g.hands_won, r.hands_won).min(g.hands);
        g.points =
            (g.points + r.points.clamp(-MAX_POINTS, MAX_POINTS)).clamp(-MAX_POINTS, MAX_POINTS);
        g.hints = add(g.hints, r.hints);
        g.undos = add(g.undos, r.undos);
        g.helped = add(g.helped, u32::from(r.helped())).min(g.matches);
        g.streak = if r.won { add(g.streak, 1) } else { 0 };
        g.best = g.best.max(g.streak);
        self.recent.push(r.won);
        self.recent_helped.push(r.helped());
        if self.recent.len() > RECENT {
            self.recent.remove(0);
            self.recent_helped.remove(0);
        }
    }

    /// The stored form (see the module docs).
    pub fn to_json(&self) -> String {
        let groups: Vec<Value> = self
            .groups
            .iter()
            .map(|g| {
                let mut items = vec![Value::from(g.game.as_str()), Value::from(g.level.as_str())];
                items.extend(g.counts().map(Value::from));
                items.push(Value::Number(g.points.into()));
                if g.undos > 0 || g.helped > 0 {
                    items.extend([g.undos, g.helped].map(Value::from));
                }
                Value::Array(items)
            })
            .collect();
        let recent: String = self
            .recent
            .iter()
            .zip(&self.recent_helped)
            .map(|(&w, &h)| match (w, h) {
                (true, false) => 'w',
                (false, false) => 'l',
                (true, true) => 'W',
                (false, true) => 'L',
            })
            .collect();
        Value::Object(
            Map::new()
                .with("v", STATS_VERSION)
                .with("groups", Value::Array(groups))
                .with("recent", recent),
        )
        .to_json()
    }

    /// Reads the stored form, or says why it cannot be read.
    pub fn from_json(text: &str) -> Result<Stats, String> {
        if text.len() > MAX_TEXT {
            return Err(format!(
                "{} bytes, more than statistics ever take",
                text.len()
            ));
        }
        let value = json::parse(text).map_err(|e| e.to_string())?;
        let f = Fields::read(&value, &["v", "groups", "recent"], true)?;
        let v = f.value("v")?.as_u64();
        if v != Some(STATS_VERSION) {
            return Err("saved by another version of the game".into());
        }
        let list = f
            .value("groups")?
            .as_array()
            .ok_or("\"groups\" must be a list")?;
        if list.len() > MAX_GROUPS {
            return Err(format!("{} groups", list.len()));
        }
        let mut groups = Vec::new();
        for g in list {
            groups.push(read_group(g)?);
        }
        for (i, g) in groups.iter().enumerate() {
            if groups[..i]
                .iter()
                .any(|h| h.game == g.game && h.level == g.level)
            {
                return Err("a game and level twice".into());
            }
        }
        let letters = f.string("recent")?;
        if letters.len() > RECENT || letters.bytes().any(|b| !b"wlWL".contains(&b)) {
            return Err("\"recent\" must be up to 20 letters w, l, W or L".into());
        }
        Ok(Stats {
            groups,
            recent: letters.bytes().map(|b| b == b'w' || b == b'W').collect(),
            recent_helped: letters.bytes().map(|b| b.is_ascii_uppercase()).collect(),
        })
    }
}

/// Reads one group, checking that its counts agree with each other.
fn read_group(value: &Value) -> Result<Group, String> {
    let bad =
        || "a group must be a game, a level, 7 counts, the points and maybe 2 counts".to_string();
    let items = value
        .as_array()
        .filter(|a| a.len() == 10 || a.len() == 12)
        .ok_or_else(bad)?;
    let game = items[0].as_str().ok_or_else(bad)?;
    let level = items[1].as_str().ok_or_else(bad)?;
    let mut n = [0u32; 7];
    for (slot, v) in n.iter_mut().zip(&items[2..9]) {
        *slot = v.as_u64().filter(|&c| c <= MAX_COUNT).ok_or_else(bad)? as u32;
    }
    let mut help = [0u32; 2];
    for (slot, v) in help.iter_mut().zip(items.get(10..).unwrap_or(&[])) {
        *slot = v.as_u64().filter(|&c| c <= MAX_COUNT).ok_or_else(bad)? as u32;
    }
    let [undos, helped] = help;
    let points = items[9]
        .as_i64()
        .filter(|p| p.abs() <= MAX_POINTS)
        .ok_or_else(bad)?;
    if Family::from_id(game).is_err() || Level::from_id(level).is_none() {
        return Err(format!("unknown game or level \"{game}\", \"{level}\""));
    }
    let [matches, won, hands, hands_won, hints, streak, best] = n;
    let g = Group {
        game: game.to_string(),
        level: level.to_string(),
        matches,
        won,
        hands,
        hands_won,
        points,
        hints,
        streak,
        best,
        undos,
        helped,
    };
    let agree = won <= matches
        && hands_won <= hands
        && streak <= best
        && best <= won
        && matches <= hands
        && helped <= matches;
    if !agree {
        return Err("counts that disagree".into());
    }
    Ok(g)
}

/// What the page says when the stored statistics cannot be read.
pub fn damaged_notice(why: &str) -> String {
    format!("Your statistics could not be read ({why}), so they start afresh.")
}

/// Loads the statistics from the stored `text`, if any: the statistics, and a notice
/// when the text had to be dropped.
pub fn load(text: Option<&str>) -> (Stats, Option<String>) {
    match text.map(Stats::from_json) {
        None => (Stats::default(), None),
        Some(Ok(stats)) => (stats, None),
        Some(Err(why)) => (Stats::default(), Some(damaged_notice(&why))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HouseRules, Variant};

    fn result(
        game: &str,
        level: &str,
        won: bool,
        hands: u32,
        hands_won: u32,
        points: i64,
    ) -> MatchResult {
        MatchResult {
            game: game.into(),
            level: level.into(),
            won,
            hands,
            hands_won,
            points,
            hints: u32::from(!won),
            undos: 0,
        }
    }

    #[test]
    fn the_reducer_counts_streaks_win_rates_and_averages_per_game_and_level() {
        let mut s = Stats::default();
        let seq = [true, true, false, true, true, true, false, true];
        for (i, &won) in seq.iter().enumerate() {
            s.record(&result(
                "jamaican",
                "easy",
                won,
                3,
                if won { 2 } else { 1 },
                10 + i as i64,
            ));
        }
        s.record(&result("jamaican", "hard", false, 4, 0, -3));
        s.record(&result("allfives", "easy", true, 1, 1, 7));
        assert_eq!(s.groups.len(), 3);
        let g = &s.groups[0];
        assert_eq!((g.matches, g.won, g.hands, g.hands_won), (8, 6, 24, 14));
        assert_eq!((g.streak, g.best), (1, 3));
        assert_eq!(g.points, (10..18).sum::<i64>());
        assert_eq!(g.hints, 2);
        assert_eq!(
            g.lines(),
            [
                "Matches: 8 played, 6 won (75%)",
                "Hands: 24 played, 14 won",
                "Matches won in a row: 1 (best 3)",
                "Points per hand: 4.5",
                "Hints used: 2",
                "Undos used: 0",
                "Matches with help: 2",
            ]
        );
        let h = &s.groups[1];
        assert_eq!((h.matches, h.won, h.streak, h.best), (1, 0, 0, 0));
        assert_eq!(h.lines()[0], "Matches: 1 played, 0 won (0%)");
        assert_eq!(h.lines()[3], "Points per hand: -0.8");
        assert_eq!(s.groups[2].title(), "All Fives (Muggins), Easy");
        let mut want: Vec<bool> = seq.to_vec();
        want.extend([false, true]);
        assert_eq!(s.recent, want);
        // Only the last 20 results are kept.
        for i in 0..25 {
            s.record(&result("allfives", "easy", i % 3 == 0, 1, 0, 0));
        }
        assert_eq!(s.recent.len(), RECENT);
        assert_eq!(s.recent, (5..25).map(|i| i % 3 == 0).collect::<Vec<_>>());
        // The win before them and the first of them make a run of two.
        assert_eq!(s.groups[2].best, 2);
    }

    #[test]
    fn averages_are_rounded_to_tenths_with_whole_numbers() {
        let cases = [
            (0, 0, "0.0"),
            (10, 3, "3.3"),
            (20, 3, "6.7"),
            (5, 2, "2.5"),
            (1, 20, "0.1"),
            (1, 21, "0.0"),
            (-1, 21, "0.0"),
            (-5, 2, "-2.5"),
            (-20, 3, "-6.7"),
            (i64::MAX, 1, "1125899906842624.0"),
            (i64::MIN, 3, "-375299968947541.3"),
        ];
        for (total, count, want) in cases {
            assert_eq!(tenths(total, count), want, "{total}/{count}");
        }
    }

    #[test]
    fn statistics_round_trip_through_storage() {
        let mut s = Stats::default();
        s.record(&result("jamaican", "easy", true, 3, 2, 40));
        s.record(&result("matador", "hard", false, 2, 1, -4));
        let text = s.to_json();
        assert_eq!(
            text,
            r#"{"v":1,"groups":[["jamaican","easy",1,1,3,2,0,1,1,40],["matador","hard",1,0,2,1,1,0,0,-4,0,1]],"recent":"wL"}"#
        );
        assert!(text.ends_with(r#""recent":"wL"}"#), "{text}");
        assert_eq!(Stats::from_json(&text), Ok(s.clone()));
        assert_eq!(load(Some(&text)), (s, None));
        assert_eq!(load(None), (Stats::default(), None));
        assert_eq!(
            Stats::from_json(&Stats::default().to_json()),
            Ok(Stats::default())
        );
    }

    #[test]
    fn damaged_statistics_give_a_notice_and_a_fresh_start_in_bounded_time() {
        let good = r#"["jamaican","easy",1,1,3,2,0,1,1,9]"#;
        let with = |groups: &str, recent: &str| {
            format!(r#"{{"v":1,"groups":[{groups}],"recent":"{recent}"}}"#)
        };
        assert!(Stats::from_json(&with(good, "w")).is_ok());
        let huge_list = format!("[{}]", "1,".repeat(40_000) + "1");
        let deep = "[".repeat(100_000);
        let cases: Vec<(String, &str)> = vec![
            ("not json".into(), "expected"),
            ("".into(), ""),
            ("{\"v\":1,".into(), ""),
            ("[1,2]".into(), "object"),
            (
                r#"{"v":2,"groups":[],"recent":""}"#.into(),
                "another version",
            ),
            (
                r#"{"v":"1","groups":[],"recent":""}"#.into(),
                "another version",
            ),
            (r#"{"groups":[],"recent":""}"#.into(), "missing field \"v\""),
            (
                r#"{"v":1,"groups":{},"recent":""}"#.into(),
                "must be a list",
            ),
            (r#"{"v":1,"groups":[],"recent":"wxl"}"#.into(), "recent"),
            (r#"{"v":1,"groups":[],"recent":3}"#.into(), "recent"),
            (
                r#"{"v":1,"groups":[],"recent":"","more":1}"#.into(),
                "unknown field",
            ),
            (
                with(&good.replace(",1,1,3", ",\"1\",1,3"), ""),
                "a group must be",
            ),
            (with(&good.replace(",3,", ",-3,"), ""), "a group must be"),
            (with(&good.replace("9]", "1.5]"), ""), "a group must be"),
            (
                with(&good.replace("9]", "99999999999999999999]"), ""),
                "a group must be",
            ),
            (
                with(&good.replace("jamaican", "chess"), ""),
                "unknown game or level",
            ),
            (
                with(&good.replace("\"easy\"", "\"god\""), ""),
                "unknown game or level",
            ),
            (with(&good.replace(",1,1,3", ",1,2,3"), ""), "disagree"),
            (
                with(&good.replace(",1,1,3", ",4000000000,1,3"), ""),
                "a group must be",
            ),
            (with(&format!("{good},{good}"), ""), "twice"),
            // More matches with help than matches; a count of help alone.
            (with(&good.replace("9]", "9,0,2]"), ""), "disagree"),
            (with(&good.replace("9]", "9,1]"), ""), "a group must be"),
            (
                with(&good.replace("9]", "9,1,\"1\"]"), ""),
                "a group must be",
            ),
            (with("", "wx"), "recent"),
            (
                with(r#"["jamaican","easy",1,1,3,2,0,1,1]"#, ""),
                "a group must be",
            ),
            (with(r#"{"game":"jamaican"}"#, ""), "a group must be"),
            (with(&[good; 501].join(","), ""), "groups"),
            (with("", &"w".repeat(21)), "recent"),
            (
                format!(r#"{{"v":1,"groups":{huge_list},"recent":""}}"#),
                "bytes",
            ),
            (deep, "bytes"),
            ("x".repeat(10 << 20), "bytes"),
        ];
        for (text, why) in cases {
            let started = std::time::Instant::now();
            let (stats, notice) = load(Some(&text));
            assert_eq!(stats, Stats::default());
            let notice =
                notice.unwrap_or_else(|| panic!("no notice for {}", &text[..text.len().min(80)]));
            assert!(
                notice.starts_with("Your statistics could not be read ("),
                "{notice}"
            );
            assert!(notice.contains(why), "{notice} should say {why}");
            assert!(notice.len() < 300, "{notice}");
            assert!(
                started.elapsed().as_secs() < 2,
                "{} took {:?}",
                &text[..text.len().min(40)],
                started.elapsed()
            );
        }
    }

    #[test]
    fn undos_and_hints_mark_a_match_as_played_with_help() {
        let mut s = Stats::default();
        let mut r = result("jamaican", "easy", true, 3, 2, 40);
        r.hints = 0;
        s.record(&r);
        r.undos = 2;
        s.record(&r);
        r.won = false;
        r.undos = 0;
        r.hints = 3;
        s.record(&r);
        let g = &s.groups[0];
        assert_eq!((g.matches, g.hints, g.undos, g.helped), (3, 3, 2, 2));
        assert_eq!(g.lines()[5..], ["Undos used: 2", "Matches with help: 2"]);
        assert_eq!(s.recent_helped, [false, true, true]);
        let text = s.to_json();
        assert!(
            text.contains(r#"3,2,9,6,3,0,2,120,2,2]"#) && text.ends_with(r#""recent":"wWL"}"#),
            "{text}"
        );
        assert_eq!(Stats::from_json(&text), Ok(s));
    }

    #[test]
    fn a_finished_match_gives_its_result_from_your_seat() {
        let variant = Variant::new(Family::Partnership, 4, 6, &HouseRules::default()).unwrap();
        let levels = [Level::Random, Level::Random, Level::Easy, Level::Random];
        let mut table = TableState::new(variant, levels, 242);
        assert_eq!(MatchResult::of(&table), None);
        while let Some(a) = table.first_choice() {
            if !table.game().is_over() {
                assert_eq!(MatchResult::of(&table), None);
            }
            table = table.reduce(a);
        }
        let r = MatchResult::of(&table).expect("the match is over");
        let game = table.game();
        let side = game.variant().side_of(YOU);
        assert_eq!(r.game, "partnership");
        assert_eq!(r.level, "easy");
        assert_eq!(r.won, game.winner() == Some(side));
        assert_eq!(r.hands as usize, game.results().len());
        let won = game
            .results()
            .iter()
            .filter(|h| h.winner == Some(side))
            .count();
        assert_eq!(r.hands_won as usize, won);
        let points: i64 = game
            .results()
            .iter()
            .map(|h| i64::from(h.points[side.index()]))
            .sum();
        assert_eq!(r.points, points);
        assert_eq!((r.hints, r.undos), (0, 0));
        let mut s = Stats::default();
        s.record(&r);
        assert_eq!(s.groups[0].title(), "Partnership to 100, Easy");
    }

    /// Plays the page's match to its end with the browser tests' choices.
    fn play_out(mut app: crate::view::table::AppState) -> crate::view::table::AppState {
        use crate::view::table::Action;
        while let Some(a) = app.table.as_ref().and_then(|t| t.first_choice()) {
            app = app.reduce(Action::Table(a));
        }
        app
    }

    #[test]
    fn a_match_is_counted_once_when_it_ends_not_again_after_a_reload() {
        use crate::view::link::read_link;
        use crate::view::saved::SavedError;
        use crate::view::settings::{Settings, SettingsChange};
        use crate::view::table::{Action, AppState, TableAction};
        let settings = Settings::default().apply(&SettingsChange::Family(Family::Partnership));
        let start = AppState::new(settings.clone(), None, None).reduce(Action::Start(242));
        let app = play_out(start);
        let table = app.table.clone().expect("a table");
        assert!(table.game().is_over());
        let r = MatchResult::of(&table).expect("a result");
        assert_eq!(app.stats.groups.len(), 1);
        assert_eq!(app.stats.groups[0].matches, 1);
        assert_eq!(app.stats.groups[0].hands, r.hands);
        assert_eq!(app.stats.recent, [r.won]);
        // Looking at the table and back changes nothing.
        let app = app
            .reduce(Action::Table(TableAction::SeeTable))
            .reduce(Action::Table(TableAction::BackToResult))
            .reduce(Action::Quit)
            .reduce(Action::Resume);
        assert_eq!(app.stats.groups[0].matches, 1);
        // A reload restores the finished match from storage, with the stored statistics:
        // still one match.
        let stored = app.stats.to_json();
        let restored = TableState::from_saved(&table.to_saved());
        let reopened = AppState::opening(
            settings,
            None,
            read_link(""),
            Some(restored.map_err(|e: SavedError| e)),
        )
        .with_stats(load(Some(&stored)));
        assert!(reopened.table.as_ref().is_some_and(|t| t.game().is_over()));
        let reopened = reopened
            .reduce(Action::Table(TableAction::SeeTable))
            .reduce(Action::Table(TableAction::NextHand));
        assert_eq!(reopened.stats, app.stats);
        // The same deal played again is another match.
        let again = play_out(reopened.reduce(Action::Table(TableAction::NewMatch(242))));
        assert_eq!(again.stats.groups[0].matches, 2);
        assert_eq!(again.stats.groups[0].hands, 2 * r.hands);
        assert_eq!(again.stats.recent, [r.won, r.won]);
        // Erasing is asked first.
        use super::StatsStep::*;
        assert_eq!(again.reduce(Action::Stats(Erase)).stats, again.stats);
        let asked = again.reduce(Action::Stats(Open)).reduce(Action::Stats(Ask));
        assert_eq!(asked.reduce(Action::Stats(Open)).stats, again.stats);
        let erased = asked.reduce(Action::Stats(Erase));
        assert_eq!((erased.stats, erased.stats_shown), (Stats::default(), Open));
    }

    #[test]
    fn a_damaged_notice_follows_any_other() {
        use crate::view::settings::Settings;
        use crate::view::table::AppState;
        let app = AppState::new(Settings::default(), Some("Settings reset.".into()), None);
        let app = app.with_stats(load(Some("[")));
        let notice = app.notice.expect("a notice");
        assert!(
            notice.starts_with("Settings reset. Your statistics could not be read"),
            "{notice}"
        );
        let quiet = AppState::new(Settings::default(), None, None).with_stats(load(None));
        assert_eq!(quiet.notice, None);
    }
}
