//! The page's game records (issue #13, item 4): a match played through the page's table
//! and saved as a record ("Save record") replays with `dominoes replay` to the same
//! score, and reads back to the same game, seed and moves.
#![cfg(not(target_arch = "wasm32"))]

use dominoes::ai::{self, Level, View};
use dominoes::record::Record;
use dominoes::rules::{Rng, Seat, Side};
use dominoes::view::table::{TableAction, TableState};
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
    let variant = Record::parse(&json).unwrap().variant().unwrap();
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
    }
}
