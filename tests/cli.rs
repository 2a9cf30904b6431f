//! The `dominoes` binary, driven as a person or a script would: simulate, replay,
//! legal moves, help, the research tools (perft, measure, browser-seeds) on small inputs,
//! and every refusal (exit code 2, one line on stderr).
#![cfg(not(target_arch = "wasm32"))]

use dominoes::rules::Family;
use serde_json::Value;
use std::process::Output;

mod helpers;
use helpers::dominoes;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs a command that must succeed and returns its output.
fn ok(args: &[&str], stdin: &str) -> String {
    let out = dominoes(args, stdin);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?} failed: {}",
        stderr(&out)
    );
    stdout(&out)
}

/// Runs a command that must succeed and parses its JSON output.
fn ok_json(args: &[&str], stdin: &str) -> Value {
    let text = ok(args, stdin);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}\n{text}"))
}

/// Runs a command that must be refused: exit code 2, nothing on stdout, one line on
/// stderr containing `expected`.
fn refused(args: &[&str], stdin: &str, expected: &str) {
    let out = dominoes(args, stdin);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(stdout(&out), "", "{args:?} printed to stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err:?}");
    assert!(err.starts_with("dominoes: "), "{err}");
    assert!(
        err.contains(expected),
        "{args:?}: {err:?} lacks {expected:?}"
    );
}

#[test]
fn simulate_prints_throughput_and_statistics() {
    let text = ok(&["simulate", "--family", "jamaican", "--hands", "3000"], "");
    assert!(text.contains("Jamaican Partner"), "{text}");
    assert!(text.contains("3000 hands"), "{text}");
    assert!(text.contains("hands/s"), "{text}");
    assert!(
        text.contains("North-South") && text.contains("East-West"),
        "{text}"
    );
    assert!(text.contains("blocked"), "{text}");
    assert!(text.contains("matches finished"), "{text}");
}

#[test]
fn simulate_json_has_the_figures_and_plays_what_was_asked() {
    let v = ok_json(
        &[
            "simulate",
            "--family",
            "cutthroat",
            "--players",
            "3",
            "--rule",
            "win=first-to-six",
            "--hands=2500",
            "--seed",
            "9",
            "--json",
        ],
        "",
    );
    assert_eq!(v["family"], "cutthroat");
    assert_eq!(v["players"], 3);
    assert_eq!(v["hands"], 2500);
    assert_eq!(v["rules"]["win"], "first-to-six");
    assert!(v["seconds"].as_f64().is_some_and(|s| s > 0.0), "{v}");
    assert!(v["hands_per_second"].as_f64().is_some_and(|h| h > 0.0));
    let sides = v["sides"].as_array().expect("sides");
    assert_eq!(sides.len(), 3, "one side per player");
    let won: u64 = sides.iter().filter_map(|s| s["hands_won"].as_u64()).sum();
    assert_eq!(won + v["ties"].as_u64().unwrap_or(0), 2500);
    assert!(v["blocked_share"]
        .as_f64()
        .is_some_and(|b| (0.0..=1.0).contains(&b)));
    assert!(v["matches_finished"].as_u64().is_some_and(|m| m > 0));

    // The same seed plays the same hands.
    let again = ok_json(
        &[
            "simulate",
            "--family",
            "cutthroat",
            "--players",
            "3",
            "--rule",
            "win=first-to-six",
            "--hands",
            "2500",
            "--seed",
            "9",
            "--json",
        ],
        "",
    );
    assert_eq!(again["sides"], v["sides"]);
    assert_eq!(again["moves"], v["moves"]);
}

#[test]
fn simulate_runs_every_playable_family() {
    for family in Family::ALL.into_iter().filter(|f| f.is_playable()) {
        let v = ok_json(
            &[
                "simulate",
                "--family",
                family.id(),
                "--hands",
                "300",
                "--json",
            ],
            "",
        );
        assert_eq!(v["family"], family.id());
        assert_eq!(v["hands"], 300);
    }
    let v = ok_json(
        &[
            "simulate",
            "--family",
            "blockdraw",
            "--players",
            "2",
            "--set",
            "15",
            "--hands",
            "200",
            "--json",
        ],
        "",
    );
    assert_eq!(v["set"], 15);
}

/// Block & Draw for two without drawing: South poses 6-6, nobody can follow, the hand is
/// blocked and South (count 6) scores North's 30 minus 6.
const BLOCKED: &str = r#"{
  "family": "blockdraw",
  "players": 2,
  "rules": {"mode": "block"},
  "hands": [{
    "deal": {"hands": [["6-6", "0-1", "0-2", "1-2", "0-0"],
                       ["1-1", "2-2", "3-3", "4-4", "5-5"]]},
    "moves": ["pose 6-6", "pass", "pass"]
  }]
}"#;

/// A Jamaican hand in progress: South holds 6-6 and every blank.
const JAMAICAN: &str = r#"{
  "family": "jamaican",
  "seed": 11,
  "hands": [{
    "deal": {"hands": [["6-6","0-0","0-1","0-2","0-3","0-4","0-5"],
                       ["0-6","1-1","1-2","1-3","1-4","1-5","2-2"],
                       ["1-6","2-3","2-4","2-5","2-6","3-3","3-4"],
                       ["3-5","3-6","4-4","4-5","4-6","5-5","5-6"]]},
    "moves": ["pose 6-6", "0-6 left", "2-6 right", "pass"]
  }]
}"#;

fn record_file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("write the record");
    path.to_string_lossy().into_owned()
}

#[test]
fn replay_prints_the_hand_result_and_the_score() {
    let file = record_file("cli-blocked.json", BLOCKED);
    let v = ok_json(&["replay", &file], "");
    assert_eq!(v["family"], "blockdraw");
    let hand = &v["hands"][0];
    assert_eq!(hand["finished"], true);
    assert_eq!(hand["end"]["how"], "blocked");
    assert_eq!(hand["winner"], "South");
    assert_eq!(hand["points"]["South"], 24);
    assert_eq!(hand["counts"]["South"], 6);
    assert_eq!(hand["counts"]["North"], 30);
    assert!(hand["notes"][0]
        .as_str()
        .is_some_and(|n| n.contains("Blocked")));
    assert_eq!(hand["moves"][1]["seat"], "North");
    assert_eq!(hand["moves"][1]["move"], "pass");
    assert!(hand["moves"][0].get("legal").is_none(), "no --legal");
    assert_eq!(v["score"]["South"], 24);
    assert_eq!(v["score"]["North"], 0);
    assert_eq!(v["over"], false);
    assert_eq!(v["winner"], Value::Null);
}

#[test]
fn replay_legal_lists_the_moves_before_every_move() {
    let v = ok_json(&["replay", "-", "--legal"], JAMAICAN);
    let moves = v["hands"][0]["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 4);
    assert_eq!(moves[0]["legal"], serde_json::json!(["pose 6-6"]));
    assert_eq!(moves[1]["seat"], "East");
    assert_eq!(
        moves[1]["legal"],
        serde_json::json!(["0-6 left", "0-6 right"])
    );
    assert_eq!(
        moves[2]["legal"],
        serde_json::json!(["1-6 right", "2-6 right"])
    );
    assert_eq!(moves[3]["legal"], serde_json::json!(["pass"]));
    assert_eq!(v["hands"][0]["finished"], false);
    assert_eq!(v["next"]["to_move"], "South");
    let next: Vec<&str> = v["next"]["legal"]
        .as_array()
        .expect("legal now")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        next.contains(&"0-0 left") && next.contains(&"0-2 right"),
        "{next:?}"
    );
}

#[test]
fn legal_prints_the_moves_where_the_record_stops() {
    let v = ok_json(&["legal", "-"], JAMAICAN);
    assert_eq!(v["hand"], 1);
    assert_eq!(v["to_move"], "South");
    assert_eq!(v["hand_over"], false);
    assert_eq!(v["legal"].as_array().map(Vec::len), Some(7));
}

#[test]
fn help_prints_usage() {
    for args in [&["help"][..], &["--help"], &["simulate", "--help"]] {
        let text = ok(args, "");
        assert!(text.contains("dominoes simulate --family F"), "{text}");
        assert!(text.contains("dominoes replay FILE [--legal]"), "{text}");
    }
    let rules = ok(&["rules", "--family", "jamaican"], "");
    assert!(rules.contains("--rule pose=tournament|sporting"), "{rules}");
}

#[test]
fn refusals_exit_with_2_and_name_the_problem() {
    refused(&[], "", "no command given");
    refused(&["deal"], "", "unknown command 'deal'");
    refused(&["simulate"], "", "--family is required");
    refused(
        &["simulate", "--family", "dominican"],
        "",
        "unknown family 'dominican'",
    );
    if let Some(family) = Family::ALL.into_iter().find(|f| !f.is_playable()) {
        refused(
            &["simulate", "--family", family.id()],
            "",
            "is not playable in this version yet",
        );
    }
    refused(
        &["simulate", "--family", "jamaican", "--players", "3"],
        "",
        "Jamaican Partner is not played by 3",
    );
    refused(
        &["simulate", "--family", "jamaican", "--set", "9"],
        "",
        "double-9",
    );
    refused(
        &["simulate", "--family", "jamaican", "--rule", "pose=polite"],
        "",
        "house rule 'pose' cannot be 'polite'",
    );
    refused(
        &["simulate", "--family", "jamaican", "--rule", "pose"],
        "",
        "--rule takes KEY=VALUE",
    );
    refused(
        &["simulate", "--family", "jamaican", "--hands", "many"],
        "",
        "--hands takes a whole number, not 'many'",
    );
    refused(
        &["simulate", "--family", "jamaican", "--hands", "0"],
        "",
        "--hands must be at least 1",
    );
    refused(
        &["simulate", "--family", "jamaican", "--seed"],
        "",
        "--seed needs a value",
    );
    refused(
        &["simulate", "--family", "jamaican", "--turbo"],
        "",
        "unknown option '--turbo'",
    );
    refused(&["replay"], "", "replay needs a record FILE");
    refused(
        &["replay", "/nonexistent/record.json"],
        "",
        "cannot read /nonexistent/record.json",
    );
    refused(
        &["replay", "-"],
        "{\n  \"family\": \"jamaican\",\n}",
        "standard input: bad JSON at line 3, column 1",
    );
    refused(
        &["replay", "-"],
        &JAMAICAN.replace("\"2-6 right\"", "\"2-6 left\""),
        "hand 1, move 3 '2-6 left' by North is illegal: 2-6 does not fit",
    );
    refused(
        &["replay", "-"],
        &JAMAICAN.replace("\"0-6\",", "\"0-0\","),
        "hand 1: tile 0-0 is dealt twice",
    );
    refused(
        &["replay", "-"],
        &JAMAICAN.replace("\"1-1\",", ""),
        "hand 1: East is dealt 6 tiles but each player gets 7",
    );
    refused(
        &["replay", "-"],
        &BLOCKED.replace("\"pass\"]", "\"pass\", \"pass\"]"),
        "hand 1, move 4 'pass': the hand is over",
    );
    refused(&["legal", "a", "b"], "", "legal takes one FILE");
}

/// Every number on the command line is bounded: what would exhaust memory or never end
/// is refused before any work, with exit code 2.
#[test]
fn absurd_numbers_are_refused_before_any_work() {
    refused(
        &[
            "arena",
            "--family",
            "jamaican",
            "--a",
            "easy",
            "--b",
            "easy",
            "--deals",
            "4294967295",
        ],
        "",
        "--deals must be at most 100000, not 4294967295",
    );
    refused(
        &[
            "arena", "--family", "jamaican", "--a", "easy", "--b", "easy", "--worlds", "99999999",
        ],
        "",
        "--worlds must be at most 100000",
    );
    refused(
        &[
            "arena", "--family", "jamaican", "--a", "easy", "--b", "easy", "--ms", "1e12",
        ],
        "",
        "--ms must be a number of milliseconds above 0, at most 60000",
    );
    refused(
        &[
            "arena",
            "--family",
            "jamaican",
            "--a",
            "easy",
            "--b",
            "easy",
            "--b-worlds",
            "0",
        ],
        "",
        "--b-worlds must be at least 1",
    );
    refused(
        &[
            "arena", "--family", "jamaican", "--a", "easy", "--b", "easy", "--a-ms", "-3",
        ],
        "",
        "--a-ms must be a number of milliseconds above 0, at most 60000",
    );
    refused(
        &[
            "arena",
            "--family",
            "jamaican",
            "--a",
            "hard",
            "--b",
            "hard",
            "--a-sees-partner",
            "all",
        ],
        "",
        "--a-sees-partner must be hand, voids or half, not 'all'",
    );
    refused(
        &["simulate", "--family", "jamaican", "--players", "300"],
        "",
        "--players must be at most 255, not 300",
    );
    let rules: Vec<String> = (0..33).map(|i| format!("--rule=k{i}=v")).collect();
    let mut args = vec!["simulate", "--family", "jamaican"];
    args.extend(rules.iter().map(String::as_str));
    refused(&args, "", "at most 32 --rule options are read");
}

/// `rules` refuses a player count the family does not have, as `simulate` does.
#[test]
fn rules_refuses_player_counts_the_family_does_not_have() {
    refused(
        &["rules", "--family", "jamaican", "--players", "3"],
        "",
        "Jamaican Partner is not played by 3 (players: 4)",
    );
    refused(
        &["rules", "--family", "jamaican", "--players", "0"],
        "",
        "is not played by 0",
    );
    refused(
        &["rules", "--family", "cutthroat", "--players", "9"],
        "",
        "is not played by 9 (players: 2, 3, 4)",
    );
    refused(&["rules", "--players", "9"], "", "no family is played by 9");
    // Without --family, only the families played by that many are listed.
    let text = ok(&["rules", "--players", "2"], "");
    assert!(text.contains("cutthroat"), "{text}");
    assert!(!text.contains("jamaican"), "{text}");
    let text = ok(&["rules", "--family", "cutthroat", "--players", "3"], "");
    assert!(text.starts_with("cutthroat"), "{text}");
}

/// A lineup has at most as many levels as its side has seats.
#[test]
fn arena_lineups_fit_their_side() {
    let arena = |family: &str, a: &str, b: &str| {
        dominoes(
            &[
                "arena", "--family", family, "--a", a, "--b", b, "--deals", "1",
            ],
            "",
        )
    };
    for (family, a, b, expected) in [
        (
            "cutthroat",
            "hard+medium+easy+random",
            "easy",
            "--a: 4 levels for a side of 1 seat",
        ),
        (
            "cutthroat",
            "hard+medium",
            "easy",
            "--a: 2 levels for a side of 1 seat",
        ),
        (
            "jamaican",
            "easy+easy+easy",
            "easy",
            "--a: 3 levels for a side of 2 seats",
        ),
        (
            "jamaican",
            "easy",
            "easy+random+easy",
            "--b: 3 levels for a side of 2 seats",
        ),
    ] {
        let out = arena(family, a, b);
        assert_eq!(out.status.code(), Some(2), "{family} {a} {b}");
        assert!(stderr(&out).contains(expected), "{}", stderr(&out));
    }
    // What fits is accepted: three levels for the three other seats of Cut Throat.
    let out = arena("cutthroat", "random", "random+easy+random");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("B = random+easy+random"),
        "{}",
        stdout(&out)
    );
}

/// `arena --matches` plays whole matches and counts them: the text and the JSON report
/// say matches, every match of both rotations is played to a winner (a two-player Block
/// & Draw match always has one), and the matches take more hands than there are matches
/// (a match to 100 takes several).
#[test]
fn the_arena_counts_whole_matches() {
    let args = [
        "arena",
        "--family",
        "blockdraw",
        "--players",
        "2",
        "--a",
        "medium",
        "--b",
        "easy",
        "--deals",
        "6",
        "--seed",
        "3",
    ];
    let with = |extra: &[&str]| ok(&[&args[..], extra].concat(), "");
    let text = with(&["--matches"]);
    assert!(text.contains("6 duplicate matches, "), "{text}");
    assert!(text.contains("Matches won: A "), "{text}");
    assert!(text.contains("A's share of matches: "), "{text}");
    let json: serde_json::Value = serde_json::from_str(&with(&["--matches", "--json"])).unwrap();
    assert_eq!(json["unit"], "match", "{json}");
    let won = json["a_wins"].as_u64().unwrap() + json["b_wins"].as_u64().unwrap();
    assert_eq!((won, json["ties"].as_u64()), (12, Some(0)), "{json}");
    assert!(json["hands"].as_u64().unwrap() > 24, "{json}");
    // Without the flag, the same command counts single hands.
    let text = with(&[]);
    assert!(text.contains("6 duplicate deals, 12 hands"), "{text}");
    assert!(text.contains("A's share of hands: "), "{text}");
    let json: serde_json::Value = serde_json::from_str(&with(&["--json"])).unwrap();
    assert_eq!(
        (json["unit"].as_str(), json["hands"].as_u64()),
        (Some("hand"), Some(12))
    );
}

/// `ladder` writes one row of the README's table per rung, in the ladder's order, each
/// with the `arena` command that replays it: run alone, that command gives the row's
/// share and margin. The last line counts the rungs that hold.
#[test]
fn each_ladder_row_is_replayed_by_its_arena_command() {
    let text = ok(
        &[
            "ladder",
            "--family",
            "blockdraw",
            "--players",
            "2",
            "--deals",
            "4",
            "--seed",
            "3",
            "--worlds",
            "20",
            "--rung",
            "hard",
            "--rung",
            "medium",
        ],
        "",
    );
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("`dominoes arena"))
        .collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[0].contains("| medium > easy |") && rows[1].contains("| hard > medium |"));
    assert!(rows[0].contains("| 56% and margin > 0 |"), "{text}");
    for row in &rows {
        let command = row.split('`').nth(1).unwrap();
        let args: Vec<&str> = command.split(' ').skip(1).collect();
        assert!(
            args.contains(&"--worlds") && args.contains(&"--players"),
            "{command}"
        );
        let json = ok_json(&[&args[..], &["--json"]].concat(), "");
        let share = format!("{:.1}%", 100.0 * json["a_share"].as_f64().unwrap());
        let margin = format!("{:+.3}", json["mean_margin"].as_f64().unwrap());
        assert!(row.contains(&format!("| {share} (")), "{row} vs {share}");
        assert!(row.contains(&format!("| {margin} (")), "{row} vs {margin}");
    }
    let held = rows.iter().filter(|r| r.contains("| yes")).count();
    assert!(
        text.ends_with(&format!(
            "\n{held} of 2 rungs hold (seed 3, 4 deals each).\n"
        )),
        "{text}"
    );
    refused(
        &["ladder", "--all", "--rule", "form=block"],
        "",
        "give --family, --players or --set alone",
    );
    refused(
        &["ladder", "--all", "--family", "french", "--players", "2"],
        "",
        "no form of the game has that many players and that set",
    );
    refused(
        &["ladder", "--all", "--family", "jamaican", "--set", "9"],
        "",
        "no form of the game has that many players and that set",
    );
    refused(&["ladder"], "", "ladder needs --family F, or --all");
    refused(
        &["ladder", "--family", "jamaican", "--rung", "easy"],
        "",
        "--rung must be medium, hard or expert, not 'easy'",
    );
}

/// `ladder --all --set N` plays every family that offers that set, at the player count
/// asked, and each row's command names the set.
#[test]
fn the_ladder_covers_every_form_of_a_bigger_set() {
    let text = ok(
        &[
            "ladder",
            "--all",
            "--set",
            "12",
            "--players",
            "2",
            "--rung",
            "medium",
            "--deals",
            "2",
        ],
        "",
    );
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("`dominoes arena"))
        .collect();
    assert_eq!(rows.len(), 3, "{text}");
    for (row, family) in rows.iter().zip(["blockdraw", "allfives", "matador"]) {
        assert!(
            row.contains(", 2 players, double-12 | medium > easy |"),
            "{row}"
        );
        assert!(
            row.contains(&format!(
                "--family {family} --players 2 --set 12 --a medium"
            )),
            "{row}"
        );
    }
}

/// `ladder --matches` measures each rung by whole matches, as `arena --matches` does:
/// the table says so, and each row's command, run alone, gives its share of matches.
#[test]
fn the_ladder_counts_whole_matches() {
    let text = ok(
        &[
            "ladder",
            "--family",
            "allfives",
            "--players",
            "2",
            "--set",
            "12",
            "--rung",
            "hard",
            "--deals",
            "3",
            "--worlds",
            "20",
            "--matches",
        ],
        "",
    );
    assert!(
        text.starts_with(
            "| family, form | rung (A > B) | command | matches | A's share of matches (95% CI) |"
        ),
        "{text}"
    );
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("`dominoes arena"))
        .collect();
    assert_eq!(rows.len(), 1, "{text}");
    let command = rows[0].split('`').nth(1).unwrap();
    assert!(command.ends_with(" --matches"), "{command}");
    let args: Vec<&str> = command.split(' ').skip(1).collect();
    let json = ok_json(&[&args[..], &["--json"]].concat(), "");
    assert_eq!(json["unit"].as_str(), Some("match"), "{json}");
    let share = format!("{:.1}%", 100.0 * json["a_share"].as_f64().unwrap());
    assert!(
        rows[0].contains(&format!("| {share} (")),
        "{} vs {share}",
        rows[0]
    );
    assert!(text.ends_with(" 3 matches each).\n"), "{text}");
}

/// A refused value is quoted cut short: a huge argument gives a short message.
#[test]
fn refused_values_are_quoted_cut_short() {
    let long = "x".repeat(100_000);
    let family = format!("--family={long}");
    for args in [
        vec!["simulate", family.as_str()],
        vec!["simulate", "--family", "jamaican", "--rule", &long],
        vec!["simulate", "--family", "jamaican", "--hands", &long],
        vec![long.as_str()],
        vec!["replay", "-", &long],
    ] {
        let out = dominoes(&args, "");
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2));
        assert!(err.len() < 300, "{} bytes: {}", err.len(), &err[..300]);
        assert!(err.contains("xxxx... (100000 characters)"), "{err}");
    }
}

/// Seeds are ASCII digits only (README "Game records"): no sign, no spaces.
#[test]
fn seeds_are_digits_only() {
    for bad in ["+12", " 12 ", "-1", "1e3", "18446744073709551616"] {
        refused(
            &[
                "simulate", "--family", "jamaican", "--hands", "1", "--seed", bad,
            ],
            "",
            "is not a whole number from 0 to 18446744073709551615 written in digits",
        );
    }
    let v = ok_json(
        &[
            "simulate",
            "--family",
            "jamaican",
            "--hands",
            "1",
            "--seed",
            "18446744073709551615",
            "--json",
        ],
        "",
    );
    assert_eq!(v["seed"], 18446744073709551615u64);
}

/// A record longer than the limit is refused without being read.
#[test]
fn huge_records_are_refused_unread() {
    let text = format!(
        r#"{{"family": "jamaican", "seed": 1, "hands": [{{"moves": [{}]}}]}}"#,
        vec!["\"pass\""; 3_000_000].join(",")
    );
    assert!(text.len() > dominoes::record::MAX_RECORD_BYTES);
    refused(
        &["replay", "-"],
        &text,
        "standard input: the record is longer than 16777216 bytes; it was not read",
    );
}

#[test]
fn perft_prints_a_row_of_the_move_count_table() {
    // The same count as the table's first Block/Draw row (tests/perft.rs).
    let text = ok(
        &[
            "perft",
            "--family",
            "blockdraw",
            "--players",
            "2",
            "--seed",
            "1",
            "--depth",
            "18",
        ],
        "",
    );
    assert_eq!(text, "    (\"blockdraw\", 2, 6, \"\", 1, 18, 16),\n");
    let text = ok(
        &[
            "perft",
            "--family",
            "blockdraw",
            "--players",
            "3",
            "--set",
            "9",
            "--rule",
            "mode=block",
            "--seed",
            "2",
            "--depth",
            "14",
        ],
        "",
    );
    assert_eq!(
        text,
        "    (\"blockdraw\", 3, 9, \"mode=block\", 2, 14, 266),\n"
    );
    // Depth 0 counts the empty sequence; depth 1 the first player's choices.
    let zero = ok(&["perft", "--family", "jamaican", "--depth", "0"], "");
    assert!(zero.ends_with(", 1, 0, 1),\n"), "{zero}");
    refused(
        &["perft", "--family", "jamaican", "--depth", "25"],
        "",
        "--depth must be at most 24",
    );
    refused(
        &["perft", "--family", "jamaican", "extra"],
        "",
        "perft takes no argument 'extra'",
    );
}

#[test]
fn measure_belief_prints_one_figure_per_temper() {
    let text = ok(&["measure", "belief", "--hands", "1"], "");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    for (line, temper) in lines.iter().zip(["0", "0.5", "1"]) {
        let prefix = format!("temper {temper}: mean log p of the truth ");
        let figure: f64 = line
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{line}"))
            .parse()
            .expect("a number");
        // A log probability, floored at ln(0.001).
        assert!((-6.91..=0.0).contains(&figure), "{line}");
    }
}

/// The fit is of the game named: medium races to go out in All Fives (doubles first,
/// heavy tiles kept), so there its fitted weight of a pip is below 0 and its double's above
/// Jamaican's, where it sheds weight (the sampler's `RACE_CHOICE` and `CHOICE`).
#[test]
fn measure_choice_fits_the_game_named() {
    let weights = |game: &[&str]| -> Vec<f64> {
        let mut args = vec!["measure", "choice", "--hands", "60", "--iterations", "1000"];
        args.extend_from_slice(game);
        let text = ok(&args, "");
        let inside = text
            .split_once('[')
            .and_then(|(_, rest)| rest.split_once(']'))
            .map(|(inside, _)| inside)
            .unwrap_or_else(|| panic!("no weights: {text}"));
        inside
            .split(',')
            .map(|w| w.trim().parse().unwrap())
            .collect()
    };
    let jamaican = weights(&[]);
    let all_fives = weights(&["--family", "allfives", "--players", "2"]);
    assert_eq!(jamaican.len(), 7);
    assert!(jamaican[0] > 0.0, "Jamaican sheds pips: {jamaican:?}");
    assert!(all_fives[0] < 0.0, "All Fives keeps them: {all_fives:?}");
    assert!(
        all_fives[3] > jamaican[3],
        "doubles sooner: {all_fives:?} {jamaican:?}"
    );
}

#[test]
fn measure_choice_reports_the_fit() {
    let text = ok(
        &[
            "measure",
            "choice",
            "--level",
            "easy",
            "--hands",
            "1",
            "--iterations",
            "3",
        ],
        "",
    );
    assert!(text.starts_with("2: log-likelihood per choice -"), "{text}");
    assert_eq!(text.lines().count(), 1, "{text}");
    assert_eq!(text.matches(',').count(), 7, "seven weights: {text}");
    refused(&["measure"], "", "measure needs what to measure");
    refused(
        &["measure", "luck"],
        "",
        "measure takes belief, choice or reading, not 'luck'",
    );
    refused(
        &["measure", "choice", "--level", "genius"],
        "",
        "unknown level 'genius'",
    );
    refused(
        &["measure", "belief", "--hands", "0"],
        "",
        "--hands must be at least 1",
    );
    refused(
        &["measure", "belief", "--level", "easy"],
        "",
        "measure belief takes no --level",
    );
}

#[test]
fn measure_reading_reports_the_fit_and_the_guesses() {
    let text = ok(
        &[
            "measure",
            "reading",
            "--family",
            "cutthroat",
            "--players",
            "2",
            "--rule",
            "hand_size=7",
            "--level",
            "medium",
            "--hands",
            "2",
            "--iterations",
            "5",
        ],
        "",
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].contains(" unseen tiles read: mean log p of the truth -"),
        "{text}"
    );
    assert_eq!(lines[1].matches(',').count(), 6, "seven weights: {text}");
    assert!(
        lines[2].starts_with("guesses (200 a move, seat to move): room -"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("with the built-in weights: lean -"),
        "{text}"
    );
    refused(&["measure", "reading"], "", "--family is required");
    refused(
        &[
            "measure",
            "reading",
            "--family",
            "cutthroat",
            "--players",
            "2",
            "--hands",
            "1",
        ],
        "",
        "nothing to read: in this game every seat can tell where every tile is",
    );
    refused(
        &["measure", "choice", "--players", "2"],
        "",
        "--family is required",
    );
    refused(&["measure", "choice", "--family", "bridge"], "", "bridge");
    refused(
        &["measure", "belief", "--players", "2"],
        "",
        "measure belief takes no --players",
    );
}

#[test]
fn browser_seeds_finds_short_matches_and_flags_stale_entries() {
    // Two entries of tests/browser/matches.json, the second with a wrong number of hands.
    let matches = r#"[
        { "family": "matador", "players": 3, "set": 6, "rules": {}, "level": "random", "seed": 155, "hands": 2 },
        { "family": "french", "players": 4, "set": 6, "rules": {}, "level": "random", "seed": 88, "hands": 3 }
    ]"#;
    let text = ok(&["browser-seeds", "-", "--below", "3"], matches);
    assert_eq!(
        text,
        "matador 3p: seed 1 in 2 hands, 15 clicks; file: seed 155 in 2 hands\n\
         french 4p: seed 2 in 2 hands, 19 clicks; file: seed 88 in 3 hands (stale: it now takes 2)\n"
    );
    refused(
        &["browser-seeds", "-"],
        "{",
        "standard input: not a list of matches",
    );
    refused(&["browser-seeds"], "", "browser-seeds needs a record FILE");
    refused(
        &["browser-seeds", "-", "--below", "0"],
        "[]",
        "--below must be at least 1",
    );
}
