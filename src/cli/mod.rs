//! The `dominoes` command line: simulate random hands, replay game records, list legal
//! moves and house rules, the arena and the engine protocol, and the research tools
//! (move counts, AI measurements, seeds for the browser test).
//!
//! [`run`] takes the arguments and the standard streams, so tests can drive it without a
//! process; `main` only maps a [`CliError`] to a message on stderr and exit code 2. Every
//! command reads its arguments with the one parser of [`args`].

mod ai;
mod args;
mod browser;
mod ladder;
mod measure;
mod output;
mod perft;
mod replay;
mod rules;
mod simulate;

use dominoes::rules::input::shown;
use dominoes::rules::Family;
pub use output::CliError;
use output::{emit, fail};
use std::io::{Read, Write};

/// How to use the command line, before the list of families.
const USAGE: &str = "\
dominoes: domino rules engine on the command line

Usage:
  dominoes simulate --family F [--players N] [--set N] [--rule KEY=VALUE]...
                    [--hands N] [--seed S] [--json]
      Play N hands (default 100000) of uniformly random legal moves on one thread,
      starting a new match whenever one ends, and print the throughput (hands per
      second) and outcome statistics. --json prints one JSON object instead.
  dominoes replay FILE [--legal]
      Replay a game record (FILE, or - for standard input) and print each hand's
      result and the match score as JSON. --legal adds the legal moves before
      every move.
  dominoes legal FILE
      Replay a record and print the legal moves in the position it reaches.
  dominoes rules [--family F] [--players N]
      List the families with their player counts, sets and house rules.
  dominoes perft --family F [--players N] [--set N] [--rule KEY=VALUE]...
                 [--seed S] [--depth D]
      Count the sequences of D legal moves (default 4, at most 24) from the start of
      the match's first hand and print it as a row of tests/perft.rs's table.
  dominoes measure belief [--hands N]
  dominoes measure choice [--family F [--players N] [--set N] [--rule KEY=VALUE]...]
                         [--level L] [--hands N] [--iterations N]
      Research behind the AI's guesses of hidden tiles, over N self-play hands
      (Jamaican unless F is given; belief reads Jamaican only): how well weighted
      guesses find the truth (belief, 150 hands by default), or a fit of the choice
      model's weights to level L's plays (choice: medium, 400 hands and 3000
      iterations by default).
  dominoes measure reading --family F [--players N] [--set N] [--rule KEY=VALUE]...
                           [--level L] [--hands N] [--iterations N]
      How much the other seats' plays say about their tiles, over N self-play
      hands of the game at level L (hard, 200 hands, 300 iterations by default):
      a fit of the reading's weights and how well guesses leaning by them find
      the truth (see the README).
  dominoes browser-seeds FILE [--below N]
      For each match of FILE (tests/browser/matches.json), the seed below N
      (default 300) whose match takes the fewest clicks with at least two hands.
  dominoes help
      Print this text.
";

/// How to use the command line (printed by `dominoes help`), with the families the
/// engine plays.
pub fn usage() -> String {
    let ids = |playable: bool| -> Vec<&str> {
        Family::ALL
            .into_iter()
            .filter(|f| f.is_playable() == playable)
            .map(Family::id)
            .collect()
    };
    let mut text = format!(
        "{USAGE}{}{}\nFamilies: {}.\n",
        ai::USAGE,
        ladder::USAGE,
        ids(true).join(", ")
    );
    let coming = ids(false);
    if !coming.is_empty() {
        text += &format!("Not playable yet: {}.\n", coming.join(", "));
    }
    text + "Errors go to stderr with exit code 2.\n"
}

/// Runs one command with its arguments (without the program name).
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), CliError> {
    let Some((command, rest)) = args.split_first() else {
        return fail(
            "no command given (simulate, replay, legal, rules, perft, measure, browser-seeds, arena, engine, ladder, help); see 'dominoes help'",
        );
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return emit(out, &usage());
    }
    match command.as_str() {
        "simulate" => simulate::command(rest, out),
        "replay" => replay::replay_command(rest, input, out),
        "legal" => replay::legal_command(rest, input, out),
        "rules" => rules::command(rest, out),
        "perft" => perft::command(rest, out),
        "measure" => measure::command(rest, out),
        "browser-seeds" => browser::command(rest, input, out),
        "arena" => ai::arena_command(rest, out),
        "engine" => ai::engine_command(rest, input, out),
        "ladder" => ladder::command(rest, out),
        "help" | "--help" | "-h" => emit(out, &usage()),
        other => fail(format!(
            "unknown command '{}' (simulate, replay, legal, rules, perft, measure, browser-seeds, arena, engine, ladder, help)",
            shown(other)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dominoes::rules::Variant;

    fn run_text(args: &[&str], stdin: &str) -> Result<String, CliError> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        run(&args, &mut stdin.as_bytes(), &mut out)?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn simulate_counts_every_hand() {
        let v = Variant::standard(Family::Jamaican).unwrap();
        let stats = simulate::simulate(&v, 500, 3);
        assert_eq!(stats.hands, 500);
        assert_eq!(stats.wins.iter().sum::<u64>() + stats.ties, 500);
        assert_eq!(
            simulate::simulate(&v, 500, 3),
            stats,
            "same seed, same statistics"
        );
    }

    #[test]
    fn options_are_checked() {
        let err = run_text(&["simulate", "--family", "jamaican", "--hands"], "").unwrap_err();
        assert_eq!(err.0, "--hands needs a value");
        let err = run_text(&["simulate", "--family=jamaican", "--fast"], "").unwrap_err();
        assert!(err.0.contains("unknown option '--fast'"));
        let err = run_text(&["simulate", "--family", "jamaican", "--hands", "x"], "");
        assert!(err.unwrap_err().0.contains("whole number"));
    }

    #[test]
    fn replay_reads_standard_input() {
        let text = run_text(
            &["replay", "-"],
            r#"{"family":"cutthroat","players":3,"seed":5}"#,
        )
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["family"], "cutthroat");
        assert_eq!(v["next"]["hand"], 1);
    }
}
