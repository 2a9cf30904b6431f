//! The page's game records (issue #13, item 4): a match played through the page's table
//! and saved as a record ("Save record") replays with `dominoes replay` to the same
//! score and opens at the page as the same match; a bad record opened at the page is
//! refused with the command line's own message; the replay steps through a hand without
//! touching the match at the table; a record is played on.
#![cfg(not(target_arch = "wasm32"))]

use dominoes::ai::{self, Level, View};
use dominoes::record::{Record, MAX_RECORD_BYTES};
use dominoes::rules::{Rng, Seat, Side};
use dominoes::view::replay::{open_record, ReplayStep};
use dominoes::view::settings::Settings;
use dominoes::view::stats::Stats;
use dominoes::view::table::{Action, AppState, TableAction, TableState};
use serde_json::Value;

mod helpers;

const LEVELS: [Level; 4] = [Level::Medium; 4];

/// `dominoes replay -` on `record`: its JSON report, or its one-line refusal.
fn cli_replay(record: &str) -> Result<Value, String> {
    let out = helpers::dominoes(&["replay", "-"], record);
    if out.status.success() {
        Ok(serde_json::from_slice(&out.stdout).expect("a JSON report"))
    } else {
        Err(String::from_utf8_lossy(&out.stderr).trim().to_string())
    }
}

/// A match of `family` played through the page's table for `hands` hands (or to its
/// end): the computer seats by the table's own computer moves, South by the medium
/// level choosing from South's view, played as the page plays your moves.
fn played(family: &str, seed: u64, hands: usize) -> TableState {
    let json = format!(r#"{{"family": "{family}"}}"#);
    let variant = Record::read(&json).unwrap().variant().unwrap();
    let mut table = TableState::new(variant, LEVELS, seed);
    for ply in 0..5000u64 {
        if table.game().is_over() || table.sheet().len() >= hands {
            break;
        }
        if table.game().hand_finished() {
            table = table.reduce(TableAction::NextHand);
        } else if let Some(c) = table.computer_move() {
            table = table.reduce(TableAction::Computer(c));
        } else {
            let view = View::of(table.game(), Seat::new(0));
            let mv = ai::choose(&view, Level::Medium, &mut Rng::new(seed ^ ply)).unwrap();
            assert!(table.play_noted(mv, None), "{family}: {mv:?}");
        }
    }
    table
}

/// The score of `dominoes replay`'s report, in side order.
fn scores(report: &Value, table: &TableState) -> Vec<i64> {
    let variant = table.game().variant();
    (0..variant.sides())
        .map(|i| {
            report["score"][variant.side_name(Side::new(i))]
                .as_i64()
                .unwrap()
        })
        .collect()
}

#[test]
fn an_exported_match_replays_with_the_command_line_to_the_same_score() {
    for (family, seed, hands) in [
        ("jamaican", 3, 3),
        ("allfives", 5, 2),
        ("french", 8, 2),
        ("haitian", 2, 2),
        ("matador", 4, 2),
        ("blockdraw", 6, 2),
        ("cutthroat", 7, 40),
    ] {
        let table = played(family, seed, hands);
        let json = table.record_json();
        let report = cli_replay(&json).unwrap_or_else(|e| panic!("{family}: {e}\n{json}"));
        let sides = table.game().variant().sides() as usize;
        let want: Vec<i64> = table.game().state().scores[..sides]
            .iter()
            .map(|&s| i64::from(s))
            .collect();
        assert_eq!(scores(&report, &table), want, "{family}");
        assert_eq!(report["over"], Value::Bool(table.game().is_over()));
        let hands_played = report["hands"].as_array().unwrap().len();
        assert_eq!(hands_played, table.transcript().len(), "{family}");
        // Read back by the command line's own reader, the same game, seed and moves.
        let record = Record::parse(&json).unwrap();
        assert_eq!(
            record.variant().unwrap(),
            *table.game().variant(),
            "{family}"
        );
        assert_eq!(record.seed, Some(table.game().seed()), "{family}");
        let moves: Vec<_> = record.hands.iter().map(|h| h.moves.clone()).collect();
        assert_eq!(moves, table.transcript(), "{family}");
        // The saved match and the record share the game's fields, written alike.
        let saved: Value = serde_json::from_str(&table.to_saved()).unwrap();
        let record: Value = serde_json::from_str(&json).unwrap();
        for (key, from) in [
            ("players", "players"),
            ("set", "set"),
            ("rules", "rules"),
            ("seed", "seed"),
            ("family", "game"),
        ] {
            assert_eq!(record[key], saved[from], "{family}: {key}");
        }
        // Opened at the page, the record gives the same match back.
        let opened = open_record(&json, LEVELS).unwrap();
        assert_eq!(opened.record_json(), json, "{family}");
        assert_eq!(opened.game().state().scores, table.game().state().scores);
    }
}

/// Every kind of bad record: the page refuses it with the command line's message.
#[test]
fn the_page_refuses_each_bad_record_with_the_command_lines_message() {
    let finished = played("cutthroat", 7, 100);
    assert!(finished.game().is_over());
    let over: Value = serde_json::from_str(&finished.record_json()).unwrap();
    let mut after_end = over.clone();
    after_end["hands"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"moves": []}));
    let mut move_after = over.clone();
    let last = move_after["hands"]
        .as_array_mut()
        .unwrap()
        .last_mut()
        .unwrap();
    last["moves"].as_array_mut().unwrap().push("pass".into());
    let deal = r#"{"hands": [["6-6","0-1","0-2","0-3","0-4","0-5","0-0"],["0-6","1-1","1-2","1-3","1-4","1-5","2-2"],["1-6","2-3","2-4","2-5","2-6","3-3","3-4"],["3-5","3-6","4-4","4-5","4-6","5-5","5-6"]], "boneyard": []}"#;
    let cases: Vec<(String, &str)> = vec![
        (r#"{"family": "chess", "seed": 1}"#.into(), "chess"),
        (
            r#"{"family": "jamaican", "players": 3, "seed": 1}"#.into(),
            "3",
        ),
        (r#"{"family": "jamaican", "set": 7, "seed": 1}"#.into(), "7"),
        (
            r#"{"family": "jamaican", "rules": {"pose": "x"}, "seed": 1}"#.into(),
            "pose",
        ),
        (
            r#"{"family": "jamaican", "rules": {"colour": "red"}, "seed": 1}"#.into(),
            "colour",
        ),
        (
            r#"{"family": "jamaican", "hands": [{"moves": []}]}"#.into(),
            "no seed",
        ),
        (
            r#"{"family": "jamaican", "seed": 1, "hands": [{"moves": ["7-7 left"]}]}"#.into(),
            "move 1",
        ),
        (
            r#"{"family": "jamaican", "seed": 1, "hands": [{"moves": ["hello"]}]}"#.into(),
            "cannot read",
        ),
        (
            r#"{"family": "jamaican", "seed": 1, "hands": [{"moves": ["pass"]}]}"#.into(),
            "illegal",
        ),
        (
            r#"{"family": "jamaican", "seed": 1, "hands": [{"moves": []}, {"moves": []}]}"#.into(),
            "not finished",
        ),
        (after_end.to_string(), "already over"),
        (move_after.to_string(), "is over"),
        (
            format!(
                r#"{{"family": "jamaican", "hands": [{{"deal": {}}}]}}"#,
                deal.replace("0-0", "0-1")
            ),
            "twice",
        ),
        (
            format!(
                r#"{{"family": "jamaican", "hands": [{{"deal": {}}}]}}"#,
                deal.replace("0-0", "x")
            ),
            "not a tile",
        ),
        (
            format!(
                r#"{{"family": "jamaican", "hands": [{{"deal": {}}}]}}"#,
                deal.replace(",\"0-0\"", "")
            ),
            "dealt 6 tiles",
        ),
        (
            format!(r#"{{"family": "jamaican", "seed": "+1{}"}}"#, ""),
            "+1",
        ),
        (
            format!(
                "{{\"family\": \"jamaican\", \"seed\": 1, \"x\": \"{}\"}}",
                " ".repeat(MAX_RECORD_BYTES)
            ),
            "bytes",
        ),
    ];
    for (json, expected) in &cases {
        let page = open_record(json, LEVELS).expect_err(json.get(..200).unwrap_or(json));
        assert!(page.contains(expected), "{page:?} lacks {expected:?}");
        let cli = Record::parse(json).and_then(|r| r.replay().map(|_| ()));
        let cli = cli
            .expect_err("the command line refuses it too")
            .to_string();
        if !cli.starts_with("bad JSON") {
            // Past the JSON's shape, the very same message.
            assert_eq!(page, cli, "{}", json.get(..200).unwrap_or(json));
        }
        if json.len() < 100_000 {
            let line = cli_replay(json).expect_err("the binary refuses it");
            assert!(line.contains(expected), "{line:?}");
        }
    }
    // The JSON's shape: the page says where or which field, as the command line does.
    for (json, expected) in [
        ("", "bad JSON at line 1, column 1"),
        ("{\"family\": jamaican}", "bad JSON at line 1, column 12"),
        (
            r#"{"family": "jamaican", "sed": 4}"#,
            "unknown field \"sed\"",
        ),
        (
            r#"{"family": "jamaican", "players": "four"}"#,
            "\"players\"",
        ),
        (r#"{"family": "jamaican", "seed": -4}"#, "seed"),
        (
            r#"{"family": "jamaican", "seed": 1, "hands": [{"moves": "pass"}]}"#,
            "moves",
        ),
        ("[1]", "not a game record"),
    ] {
        let page = open_record(json, LEVELS).unwrap_err();
        assert!(
            page.contains(expected),
            "{json}: {page:?} lacks {expected:?}"
        );
        assert!(Record::parse(json).is_err(), "{json}");
    }
    // A record the command line reads but the page cannot deal: said plainly.
    let explicit = format!(r#"{{"family": "jamaican", "hands": [{{"deal": {deal}}}]}}"#);
    assert!(cli_replay(&explicit).is_ok());
    let page = open_record(&explicit, LEVELS).unwrap_err();
    assert!(page.contains("dealt from a seed only"), "{page}");
}

/// The page with a match of `family` at the table.
fn page_with(table: TableState) -> AppState {
    let mut app = AppState::new(Settings::default(), None, None);
    app.table = Some(table);
    app
}

#[test]
fn the_replay_steps_through_a_hand_and_leaves_the_match_alone() {
    let table = played("jamaican", 3, 2);
    let live = table.record_json();
    let app = page_with(table.clone());
    let app = app.reduce(Action::Replay(ReplayStep::Open(1)));
    let replay = app.replay.clone().expect("a replay");
    assert_eq!(replay.hands(), 2);
    let moves = table.transcript()[0].len();
    assert_eq!((replay.hand, replay.step, replay.moves()), (1, 0, moves));
    let go = |app: &AppState, step| app.reduce(Action::Replay(step));
    let at = |app: &AppState| app.replay.as_ref().map(|r| (r.hand, r.step, r.auto));
    let back = go(&app, ReplayStep::Back);
    assert_eq!(at(&back), Some((1, 0, false)));
    let one = go(&app, ReplayStep::Forward);
    assert_eq!(at(&one), Some((1, 1, false)));
    assert_eq!(
        one.replay.as_ref().unwrap().position().game().moves().len(),
        1
    );
    // Your tiles are shown, never offered, even where South is to play a tile that fits.
    let mut on = app.clone();
    let mut offered = 0;
    for _ in 0..=moves {
        let replay = on.replay.as_ref().unwrap();
        offered += replay
            .position()
            .screen()
            .hand
            .iter()
            .filter(|t| t.playable)
            .count();
        let shown = replay.screen().screen.hand;
        assert!(shown.iter().all(|t| !t.playable && t.reason.is_none()));
        on = go(&on, ReplayStep::Forward);
    }
    assert!(offered > 0, "South never had a tile to play in hand 1");
    let end = go(&one, ReplayStep::End);
    assert_eq!(at(&end), Some((1, moves, false)));
    let position = end.replay.as_ref().unwrap().position();
    assert!(position.game().hand_finished());
    assert_eq!(position.hand_number(), 1);
    assert_eq!(at(&go(&end, ReplayStep::Forward)), Some((1, moves, false)));
    assert_eq!(at(&go(&end, ReplayStep::Start)), Some((1, 0, false)));
    // Autoplay from the end starts again and stops by itself at the end.
    let mut auto = go(&end, ReplayStep::Auto(true));
    assert_eq!(at(&auto), Some((1, 0, true)));
    for _ in 0..moves {
        auto = go(&auto, ReplayStep::Tick);
    }
    assert_eq!(at(&auto), Some((1, moves, false)));
    assert_eq!(at(&go(&auto, ReplayStep::Tick)), Some((1, moves, false)));
    // Another hand, from its start; past the last finished one, the last.
    let second = go(&end, ReplayStep::Hand(2));
    assert_eq!(at(&second), Some((2, 0, false)));
    assert_eq!(second.replay.as_ref().unwrap().position().hand_number(), 2);
    assert_eq!(at(&go(&end, ReplayStep::Hand(9))), Some((2, 0, false)));
    // The match at the table is as it was; closing leaves it; a live match is not
    // "played on" from its replay.
    assert_eq!(second.table.as_ref().unwrap().record_json(), live);
    let closed = go(&second, ReplayStep::Close);
    assert!(closed.replay.is_none());
    assert_eq!(closed.table.as_ref().unwrap().record_json(), live);
    let on = go(&second, ReplayStep::PlayOn);
    assert_eq!(on.table.as_ref().unwrap().record_json(), live);
    // A hand still in play is not replayed: it would show the hidden tiles.
    let fresh = page_with(played("jamaican", 3, 0));
    assert!(fresh.table.as_ref().unwrap().transcript()[0].is_empty());
    assert!(go(&fresh, ReplayStep::Open(1)).replay.is_none());
}

/// "See it" (the hand review): the replay opens at the decision and says the review's
/// words there, and only there: not a move on or back, not in another hand, not in a
/// replay opened plainly; back at the decision, it says them again.
#[test]
fn a_reviewed_decision_is_said_where_the_replay_shows_it() {
    let table = played("jamaican", 3, 2);
    let app = page_with(table);
    let go = |app: &AppState, step| app.reduce(Action::Replay(step));
    let said = |app: &AppState| app.replay.as_ref().map(|r| r.screen().said);
    let note = "Your move here (blunder): 1-6 on the 6 end: 33% to win the hand.";
    let open = go(&app, ReplayStep::OpenAt(1, 4, note.into()));
    assert_eq!(said(&open).as_deref(), Some(note));
    let on = go(&open, ReplayStep::Forward);
    assert_ne!(said(&on).as_deref(), Some(note));
    assert_eq!(said(&go(&on, ReplayStep::Back)).as_deref(), Some(note));
    let rewound = go(&open, ReplayStep::Start);
    assert_eq!(said(&rewound).as_deref(), Some("Hand 1: the deal."));
    let other = go(&go(&open, ReplayStep::Hand(2)), ReplayStep::Forward);
    let other = go(
        &go(&go(&other, ReplayStep::Forward), ReplayStep::Forward),
        ReplayStep::Forward,
    );
    assert_eq!(
        other.replay.as_ref().map(|r| (r.hand, r.step)),
        Some((2, 4))
    );
    assert_ne!(said(&other).as_deref(), Some(note));
    let back = go(&go(&other, ReplayStep::Hand(1)), ReplayStep::Start);
    let mut at = back;
    for _ in 0..4 {
        at = go(&at, ReplayStep::Forward);
    }
    assert_eq!(said(&at).as_deref(), Some(note));
    let plain = go(&go(&open, ReplayStep::Close), ReplayStep::Open(1));
    let mut at = plain;
    for _ in 0..4 {
        at = go(&at, ReplayStep::Forward);
    }
    assert_ne!(said(&at).as_deref(), Some(note));
}

#[test]
fn an_opened_record_is_replayed_then_played_on_from_where_it_stops() {
    let mut table = played("jamaican", 11, 1);
    table = table.reduce(TableAction::NextHand);
    // Stop in the middle of hand 2.
    for _ in 0..5 {
        if let Some(c) = table.computer_move() {
            table = table.reduce(TableAction::Computer(c));
        } else {
            let mv = table.legal()[0];
            assert!(table.play_noted(mv, None));
        }
    }
    let json = table.record_json();
    let other = page_with(played("allfives", 1, 1));
    let opened = other.reduce(Action::Replay(ReplayStep::Record(Ok(json.clone()))));
    let replay = opened.replay.clone().expect("opened");
    // The record's last hand, even unfinished, at its start; the match at the table kept.
    assert_eq!((replay.hands(), replay.hand, replay.step), (2, 2, 0));
    assert!(replay.can_play_on());
    assert_eq!(
        opened.table.as_ref().unwrap().record_json(),
        other.table.as_ref().unwrap().record_json()
    );
    // A match in progress at the table: Play on asks first; Cancel, or any other control,
    // keeps it as it was, saved copy included.
    let kept = |app: &AppState| {
        let t = app.table.as_ref().unwrap();
        let o = other.table.as_ref().unwrap();
        assert_eq!(t.to_saved(), o.to_saved());
        assert!(!t.played_on());
    };
    let asked = opened.reduce(Action::Replay(ReplayStep::PlayOn));
    let replay = asked.replay.as_ref().expect("still replayed");
    assert!(replay.asking && replay.screen().asking);
    assert!(replay.screen().play_on);
    kept(&asked);
    for answer in [ReplayStep::Keep, ReplayStep::Forward, ReplayStep::Close] {
        let no = asked.reduce(Action::Replay(answer.clone()));
        assert!(no.replay.as_ref().is_none_or(|r| !r.asking), "{answer:?}");
        kept(&no);
    }
    // The same for a match in progress left for the picker (the saved one).
    let mut picker = opened.clone();
    picker.paused = picker.table.take();
    let asked_there = picker.reduce(Action::Replay(ReplayStep::PlayOn));
    assert!(asked_there.replay.as_ref().unwrap().asking);
    assert_eq!(
        asked_there.paused.as_ref().unwrap().to_saved(),
        other.table.as_ref().unwrap().to_saved()
    );
    let on = asked.reduce(Action::Replay(ReplayStep::Replace));
    assert!(on.replay.is_none());
    assert!(on.paused.is_none());
    let live = on.table.as_ref().expect("played on");
    assert_eq!(live.record_json(), json);
    assert_eq!(live.hand_number(), 2);
    // You are South; the computers move on from the record's last move.
    let mut live = live.clone();
    for _ in 0..200 {
        if live.game().hand_finished() {
            break;
        }
        match live.computer_move() {
            Some(c) => live = live.reduce(TableAction::Computer(c)),
            None => {
                let mv = live.legal()[0];
                assert!(live.play_noted(mv, None));
            }
        }
    }
    assert!(live.transcript()[1].len() > table.transcript()[1].len());
    assert!(cli_replay(&live.record_json()).is_ok());
    // A bad file leaves everything as it was, with the reason as a notice.
    let bad = other.reduce(Action::Replay(ReplayStep::Record(Ok("{".into()))));
    assert!(bad.replay.is_none());
    assert!(bad.notice.as_deref().unwrap().contains("bad JSON"));
    assert_eq!(
        bad.table.as_ref().unwrap().record_json(),
        other.table.as_ref().unwrap().record_json()
    );
}

/// A match played on from a record is not yours from its start: the page marks it (its
/// saved copy too, and through an undo), says so at its end, and leaves it out of your
/// statistics; the same match played at the table from its start is counted. With no
/// match in progress (none, or one over), Play on does not ask.
#[test]
fn a_match_played_on_from_a_record_is_marked_and_left_out_of_statistics() {
    for (family, seed) in [("partnership", 242), ("cutthroat", 5), ("allfives", 3)] {
        let whole = played(family, seed, 1000);
        assert!(whole.game().is_over(), "{family}");
        // The record stops three moves into the match's last hand.
        let mut hands = whole.transcript().to_vec();
        hands.last_mut().unwrap().truncate(3);
        let variant = whole.game().variant().clone();
        let cut = TableState::replay(variant, LEVELS, seed, &hands).unwrap();
        let json = cut.record_json();
        let over = page_with(whole.clone());
        let fresh = AppState::new(Settings::default(), None, None);
        for app in [fresh, over] {
            let opened = app.reduce(Action::Replay(ReplayStep::Record(Ok(json.clone()))));
            let mut app = opened.reduce(Action::Replay(ReplayStep::PlayOn));
            assert!(app.replay.is_none(), "{family}: asked with nothing to lose");
            let t = app.table.clone().unwrap();
            assert!(t.played_on());
            assert!(t.to_saved().ends_with(r#","played_on":true}"#));
            let back = TableState::from_saved(&t.to_saved()).unwrap();
            assert!(back.played_on());
            assert!(!TableState::from_saved(&whole.to_saved())
                .unwrap()
                .played_on());
            let bad = t.to_saved().replace(":true}", ":1}");
            assert!(TableState::from_saved(&bad).is_err());
            let mut undone = false;
            for _ in 0..5000 {
                let t = app.table.as_ref().unwrap();
                let Some(action) = t.first_choice() else {
                    break;
                };
                if !undone && t.can_undo() {
                    undone = true;
                    app.settings.allow_undo = true;
                    app = app.reduce(Action::Table(TableAction::Undo));
                    assert!(app.table.as_ref().unwrap().played_on(), "after an undo");
                    continue;
                }
                app = app.reduce(Action::Table(action));
            }
            assert!(undone, "{family}: no undo made");
            let t = app.table.as_ref().unwrap();
            assert!(t.game().is_over() && t.played_on(), "{family}");
            assert_eq!(app.stats, Stats::default(), "{family}: counted");
            let note = "Played on from a record: not in your statistics";
            let end = t.hand_end().expect("the match's end");
            // Said under the score, not among how the last hand was scored.
            assert!(end.under_score.starts_with(note), "{}", end.under_score);
            assert!(end.match_notes.iter().all(|n| !n.contains(note)));
            assert!(t.score_sheet().help.unwrap().starts_with(note));
        }
        // The same record's match, at the table as an ordinary match: counted.
        let mut app = page_with(cut.clone());
        while let Some(action) = app.table.as_ref().unwrap().first_choice() {
            app = app.reduce(Action::Table(action));
        }
        assert_eq!(app.stats.groups.len(), 1, "{family}");
        assert_eq!(app.stats.groups[0].matches, 1);
    }
}

/// The page's reader and the command line's agree: the same records accepted, read the
/// same, and the same refused.
#[test]
fn the_pages_reader_reads_records_as_the_command_line_does() {
    let accepted = [
        r#"{"family": "jamaican", "seed": 7}"#,
        r#"{"family": "jamaican", "seed": "7", "players": 4, "set": 6}"#,
        r#"{"family": "blockdraw", "rules": {"hand_size": 7, "mode": "block"}, "seed": 12}"#,
        r#"{"family": "allfives", "rules": {"muggins": true}, "seed": 18446744073709551615}"#,
        r#"{"family": "allfives", "rules": {"muggins": false, "muggins": true}, "seed": 1}"#,
        r#"{"family": "jamaican", "seed": null, "players": null, "hands": []}"#,
        r#"{"family": "jamaican", "seed": 3, "hands": [{}, {"moves": ["pose 6-6"]}]}"#,
        r#"{"family": "jamaican", "hands": [{"deal": {"hands": [["1-2"]], "boneyard": null}}]}"#,
        r#"{"family": "jamaican", "hands": [{"deal": {"hands": [], "boneyard": ["0-0"]}}]}"#,
        " \n{\"family\": \"chess\"}\t",
    ];
    for json in accepted {
        let cli = Record::parse(json).unwrap_or_else(|e| panic!("{json}: {e}"));
        let page = Record::read(json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(page, cli, "{json}");
    }
    let many: Vec<String> = (0..33).map(|i| format!("\"r{i}\": \"x\"")).collect();
    let many = format!(
        r#"{{"family": "jamaican", "rules": {{{}}}}}"#,
        many.join(", ")
    );
    let refused = [
        "",
        "{",
        "[]",
        "{\"family\": \"jamaican\"} x",
        r#"{"players": 4}"#,
        r#"{"family": 4}"#,
        r#"{"family": "jamaican", "family": "cutthroat"}"#,
        r#"{"family": "jamaican", "players": 256}"#,
        r#"{"family": "jamaican", "players": 4.0}"#,
        r#"{"family": "jamaican", "seed": -1}"#,
        r#"{"family": "jamaican", "seed": 1.5}"#,
        r#"{"family": "jamaican", "seed": " 12 "}"#,
        r#"{"family": "jamaican", "seed": "+12"}"#,
        r#"{"family": "jamaican", "seed": 18446744073709551616}"#,
        r#"{"family": "jamaican", "rules": null}"#,
        r#"{"family": "jamaican", "rules": {"pose": null}}"#,
        r#"{"family": "jamaican", "rules": {"pose": 1.5}}"#,
        r#"{"family": "jamaican", "rules": []}"#,
        r#"{"family": "jamaican", "hands": null}"#,
        r#"{"family": "jamaican", "hands": {}}"#,
        r#"{"family": "jamaican", "hands": [{"moves": null}]}"#,
        r#"{"family": "jamaican", "hands": [{"moves": [1]}]}"#,
        r#"{"family": "jamaican", "hands": [{"move": []}]}"#,
        r#"{"family": "jamaican", "hands": [{"deal": {}}]}"#,
        r#"{"family": "jamaican", "hands": [{"deal": {"hands": [[1]]}}]}"#,
        r#"{"family": "jamaican", "hands": [{"deal": {"hands": [], "extra": 1}}]}"#,
        &many,
    ];
    for json in refused {
        assert!(
            Record::parse(json).is_err(),
            "the command line reads {json}"
        );
        let page = Record::read(json).expect_err(json).to_string();
        assert!(
            page.starts_with("bad JSON at line ") || page.starts_with("not a game record: "),
            "{json}: {page}"
        );
    }
    assert!(Record::read(&many)
        .unwrap_err()
        .to_string()
        .contains("more than 32 house rules"));
    // Nesting past serde_json's depth: both refuse it (the page without recursing on).
    let deep = format!("{{\"family\": {}}}", "[".repeat(100_000));
    assert!(Record::parse(&deep).is_err());
    let page = Record::read(&deep).unwrap_err().to_string();
    assert!(page.contains("nested too deeply"), "{page}");
    // Past 1 MiB of text (a record of fifty hands is under 30 KB) the page's reader stops
    // before reading on, where the command line reads up to 16 MiB.
    let long = format!(
        "{{\"family\": \"jamaican\", \"seed\": 1{}}}",
        " ".repeat(dominoes::json::MAX_BYTES)
    );
    assert!(Record::parse(&long).is_ok());
    let page = Record::read(&long).unwrap_err().to_string();
    assert_eq!(page, "bad JSON at line 1, column 1: the text is too long");
}
