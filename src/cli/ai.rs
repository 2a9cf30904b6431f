//! The AI commands of the command line: `arena` (two lineups of computer players over
//! duplicate deals) and `engine` (the line-based JSON engine protocol on stdin/stdout).
//! The work is done in the library ([`dominoes::ai::arena`], [`dominoes::ai::engine`]);
//! this file reads the arguments (with the parser of [`super::args`]), supplies the clock
//! and prints.

use super::args::{Args, Spec, VARIANT_OPTIONS};
use super::output::{fail, CliError};
use dominoes::ai::arena::{
    self, ArenaConfig, ArenaReport, Lineup, PartnerSight, SideBudget, MAX_DEALS,
};
use dominoes::ai::engine::{Engine, MAX_LINE_BYTES};
use dominoes::ai::Budget;
use dominoes::rules::input::shown;
use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::time::Instant;

/// How to use the AI commands (printed by `dominoes help` after the other commands).
pub const USAGE: &str =
    "  dominoes arena --family F --a LEVEL --b LEVEL --deals N [--ms T] [--worlds W]
                 [--a-ms T] [--a-worlds W] [--b-ms T] [--b-worlds W]
                 [--players N] [--set N] [--rule KEY=VALUE]... [--seed S] [--json]
                 [--matches] [--a-sees-all] [--a-tree C] [--a-lean]
                 [--a-sees-partner WHAT]
      Play N duplicate deals between lineups A and B (levels random, doubles, easy,
      medium, hard, expert; a mixed team as hard+medium) and print A's share of
      hands won with a 95% confidence interval, the mean point margin and time per
      move; with --matches, N duplicate matches played to their end and A's share
      of matches won. Hard and expert think W guesses (400) and at most T ms per
      move; --a-* and --b-* set one side's budget. Research only: --a-sees-all lets A's hard
      and expert seats see every hand (the ceiling of better guessing); --a-tree C
      makes them search a tree of everyone's replies (C: its exploration, 0.7);
      --a-lean makes their guesses lean by the reading fitted to hard's plays;
      --a-sees-partner hand|voids|half tells them their partner's hand, the numbers
      it lacks, or about half its tiles.
  dominoes engine
      Speak the engine protocol: one JSON request per line on standard input, one
      JSON reply per line on standard output (see the README).
";

/// Milliseconds since the first call in this process.
pub(super) fn clock_ms() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// `dominoes arena ...`.
pub fn arena_command(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let takes_value = [
        &VARIANT_OPTIONS[..],
        &[
            "--a",
            "--b",
            "--deals",
            "--ms",
            "--worlds",
            "--a-ms",
            "--a-worlds",
            "--b-ms",
            "--b-worlds",
            "--seed",
            "--a-tree",
            "--a-sees-partner",
        ],
    ]
    .concat();
    let args = Args::parse(
        args,
        &Spec {
            takes_value: &takes_value,
            flags: &["--json", "--a-sees-all", "--a-lean", "--matches"],
        },
    )?;
    args.no_positional("arena")?;
    let json = args.flag("--json");
    let variant = args.variant()?;
    let lineup = |name: &str, seats: usize| -> Result<Lineup, CliError> {
        let lineup = match args.value(name) {
            Some(text) => Lineup::parse(text).or_else(|e| fail(format!("{name}: {e}")))?,
            None => return fail(format!("{name} LEVEL is required")),
        };
        if lineup.0.len() > seats {
            return fail(format!(
                "{name}: {} levels for a side of {seats} seat{}",
                lineup.0.len(),
                if seats == 1 { "" } else { "s" }
            ));
        }
        Ok(lineup)
    };
    let (a_seats, b_seats) = arena::side_seats(&variant);
    let (a, b) = (lineup("--a", a_seats)?, lineup("--b", b_seats)?);
    let deals = args.whole("--deals", 1, MAX_DEALS.into())?.unwrap_or(100) as u32;
    let ms = args.millis("--ms", Budget::MAX_MS)?;
    let worlds = args
        .whole("--worlds", 1, Budget::MAX_WORLDS.into())?
        .map_or(Budget::STANDARD.worlds, |w| w as u32);
    let side_budget = |side: &str| -> Result<SideBudget, CliError> {
        Ok(SideBudget {
            worlds: args
                .whole(&format!("--{side}-worlds"), 1, Budget::MAX_WORLDS.into())?
                .map_or(worlds, |w| w as u32),
            ms: args.millis(&format!("--{side}-ms"), Budget::MAX_MS)?.or(ms),
        })
    };
    let config = ArenaConfig {
        variant,
        a,
        b,
        deals,
        seed: args.seed()?,
        a_budget: side_budget("a")?,
        b_budget: side_budget("b")?,
        a_sees_all: args.flag("--a-sees-all"),
        a_lean: args.flag("--a-lean"),
        matches: args.flag("--matches"),
        a_sees_partner: match args.value("--a-sees-partner") {
            None => None,
            Some(text) => match PartnerSight::parse(text) {
                Some(sight) => Some(sight),
                None => {
                    return fail(format!(
                        "--a-sees-partner must be hand, voids or half, not '{}'",
                        shown(text)
                    ))
                }
            },
        },
        a_tree: match args.value("--a-tree") {
            None => None,
            Some(text) => match text.parse::<f64>() {
                Ok(c) if (0.0..=10.0).contains(&c) => Some(c),
                _ => {
                    return fail(format!(
                        "--a-tree must be a number from 0 to 10, not '{}'",
                        shown(text)
                    ))
                }
            },
        },
    };
    let show_progress = std::io::stderr().is_terminal();
    let mut progress = |done: u32| {
        if show_progress && (done % 10 == 0 || done == deals) {
            let unit = if config.matches { "match" } else { "deal" };
            eprint!("\rarena: {unit} {done}/{deals}");
            if done == deals {
                eprintln!();
            }
        }
    };
    let report = arena::run(&config, &clock_ms, &mut progress);
    let text = if json {
        serde_json::to_string_pretty(&report).map_err(|e| CliError(e.to_string()))? + "\n"
    } else {
        arena_text(&config, &report)
    };
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(|e| fail(format!("cannot write the output: {e}")))
}

/// A share as a percentage with one decimal: 56.4%.
pub(super) fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn arena_text(config: &ArenaConfig, r: &ArenaReport) -> String {
    let v = &config.variant;
    let (a_seats, b_seats) = if v.partnership() {
        ("South+North", "East+West")
    } else {
        ("South", "the other seats")
    };
    let mut text = format!(
        "Arena: {} ({} players), A = {} ({a_seats}) vs B = {} ({b_seats})\n",
        v.family().name(),
        v.players(),
        r.a,
        r.b
    );
    let budget = |b: &SideBudget| {
        format!("{} guesses per move", b.worlds)
            + &b.ms
                .map_or(String::new(), |ms| format!(", at most {ms} ms"))
    };
    let budgets = if config.a_budget == config.b_budget {
        budget(&config.a_budget)
    } else {
        format!(
            "A {}; B {}",
            budget(&config.a_budget),
            budget(&config.b_budget)
        )
    };
    let (units, won, dealt) = match r.unit {
        "match" => ("matches", "Matches", "matches"),
        _ => ("hands", "Hands", "deals"),
    };
    text += &format!(
        "{} duplicate {dealt}, {} hands, seed {}; hard and expert: {budgets}\n",
        r.deals, r.hands, r.seed
    );
    text += &format!(
        "{won} won: A {}, B {}, tied {}\n",
        r.a_wins, r.b_wins, r.ties
    );
    text += &format!(
        "A's share of {units}: {} (95% CI {} to {}; even is {})\n",
        percent(r.a_share),
        percent(r.a_share_ci95[0]),
        percent(r.a_share_ci95[1]),
        percent(r.even_share)
    );
    text += &format!(
        "Mean point margin for A: {:+.3} per hand (95% CI {:+.3} to {:+.3})\n",
        r.mean_margin, r.margin_ci95[0], r.margin_ci95[1]
    );
    text += "Time per move (decisions with a choice):\n";
    for t in &r.times {
        text += &format!(
            "  {} {}: median {:.2} ms, 95th percentile {:.2} ms, slowest {:.1} ms ({} moves)\n",
            t.side, t.level, t.median_ms, t.p95_ms, t.max_ms, t.moves
        );
    }
    text
}

/// `dominoes engine`: answers each line of `input` with one line on `out` until `quit`
/// or the end of the input.
pub fn engine_command(
    args: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if let Some(extra) = args.first() {
        return fail(format!(
            "engine takes no argument '{}'",
            dominoes::rules::input::shown(extra)
        ));
    }
    let mut engine = Engine::new(Some(Box::new(clock_ms)));
    let mut reader = BufReader::new(input);
    let mut line = Vec::new();
    loop {
        line.clear();
        // At most one byte more than the longest line allowed: a longer line is skipped
        // to its end without being kept.
        let read = (&mut reader)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut line)
            .or_else(|e| fail(format!("cannot read the input: {e}")))?;
        if read == 0 {
            return Ok(());
        }
        let reply = if line.len() > MAX_LINE_BYTES && line.last() != Some(&b'\n') {
            skip_line(&mut reader)?;
            Engine::too_long()
        } else {
            let end = line.len()
                - line
                    .iter()
                    .rev()
                    .take_while(|&&b| b == b'\n' || b == b'\r')
                    .count();
            engine.handle_bytes(&line[..end])
        };
        out.write_all(reply.as_bytes())
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
            .or_else(|e| fail(format!("cannot write the output: {e}")))?;
        if engine.has_quit() {
            return Ok(());
        }
    }
}

/// Reads and drops the rest of a line that is too long to answer.
fn skip_line(reader: &mut impl BufRead) -> Result<(), CliError> {
    loop {
        let buf = reader
            .fill_buf()
            .or_else(|e| fail(format!("cannot read the input: {e}")))?;
        if buf.is_empty() {
            return Ok(());
        }
        match buf.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = buf.len();
                reader.consume(n);
            }
        }
    }
}
