//! The AI commands of the command line: `arena` (two lineups of computer players over
//! duplicate deals) and `engine` (the line-based JSON engine protocol on stdin/stdout).
//! The work is done in the library ([`dominoes::ai::arena`], [`dominoes::ai::engine`]);
//! this file reads the arguments, supplies the clock and prints.

use crate::cli::CliError;
use dominoes::ai::arena::{self, ArenaConfig, ArenaReport, Lineup};
use dominoes::ai::engine::Engine;
use dominoes::ai::Budget;
use dominoes::rules::{Family, HouseRules, Variant};
use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::time::Instant;

/// How to use the AI commands (printed by `dominoes help` after the other commands).
pub const USAGE: &str =
    "  dominoes arena --family F --a LEVEL --b LEVEL --deals N [--ms T] [--worlds W]
                 [--players N] [--set N] [--rule KEY=VALUE]... [--seed S] [--json]
      Play N duplicate deals between lineups A and B (levels random, doubles, easy,
      medium, hard; a mixed team as hard+medium) and print A's share of hands won
      with a 95% confidence interval, the mean point margin and time per move.
  dominoes engine
      Speak the engine protocol: one JSON request per line on standard input, one
      JSON reply per line on standard output (see the README).
";

fn fail<T>(message: impl Into<String>) -> Result<T, CliError> {
    Err(CliError(message.into()))
}

/// Milliseconds since the first call in this process.
fn clock_ms() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// `--name value` and `--name=value` options plus `--json`, with the names checked.
fn options(
    args: &[String],
    takes_value: &[&str],
) -> Result<(Vec<(String, String)>, bool), CliError> {
    let mut out = Vec::new();
    let mut json = false;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "--json" {
            json = true;
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        if !takes_value.contains(&name) {
            return fail(format!(
                "unknown option '{}'; see 'dominoes help'",
                name.escape_default()
            ));
        }
        let value = match inline.or_else(|| iter.next().cloned()) {
            Some(v) => v,
            None => return fail(format!("{name} needs a value")),
        };
        out.push((name.to_string(), value));
    }
    Ok((out, json))
}

fn last<'a>(opts: &'a [(String, String)], name: &str) -> Option<&'a str> {
    opts.iter()
        .rev()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

fn number<T: std::str::FromStr>(
    opts: &[(String, String)],
    name: &str,
) -> Result<Option<T>, CliError> {
    match last(opts, name) {
        None => Ok(None),
        Some(text) => match text.trim().parse() {
            Ok(n) => Ok(Some(n)),
            Err(_) => fail(format!(
                "{name} takes a number, not '{}'",
                text.escape_default()
            )),
        },
    }
}

/// `dominoes arena ...`.
pub fn arena_command(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let (opts, json) = options(
        args,
        &[
            "--family",
            "--a",
            "--b",
            "--deals",
            "--ms",
            "--worlds",
            "--players",
            "--set",
            "--rule",
            "--seed",
        ],
    )?;
    let Some(id) = last(&opts, "--family") else {
        let ids: Vec<&str> = Family::ALL.iter().map(|f| f.id()).collect();
        return fail(format!("--family is required ({})", ids.join(", ")));
    };
    let family = Family::from_id(id).or_else(|e| fail(e.to_string()))?;
    let players = number::<u8>(&opts, "--players")?.unwrap_or(family.default_players());
    let set = number::<u8>(&opts, "--set")?
        .unwrap_or_else(|| family.sets().first().map_or(6, |s| s.top()));
    let mut rules = HouseRules::new();
    for (_, rule) in opts.iter().filter(|(n, _)| n == "--rule") {
        match rule.split_once('=') {
            Some((k, v)) => {
                rules.set(k.trim(), v.trim());
            }
            None => return fail(format!("--rule takes KEY=VALUE, not '{rule}'")),
        }
    }
    let variant = Variant::new(family, players, set, &rules).or_else(|e| fail(e.to_string()))?;
    let lineup = |name: &str| -> Result<Lineup, CliError> {
        match last(&opts, name) {
            Some(text) => Lineup::parse(text).or_else(|e| fail(format!("{name}: {e}"))),
            None => fail(format!("{name} LEVEL is required")),
        }
    };
    let (a, b) = (lineup("--a")?, lineup("--b")?);
    let deals = number::<u32>(&opts, "--deals")?.unwrap_or(100);
    if deals == 0 {
        return fail("--deals must be at least 1");
    }
    let ms = number::<f64>(&opts, "--ms")?;
    if ms.is_some_and(|ms| ms.is_nan() || ms <= 0.0) {
        return fail("--ms must be a positive number of milliseconds");
    }
    let worlds = number::<u32>(&opts, "--worlds")?.unwrap_or(Budget::STANDARD.worlds);
    if worlds == 0 {
        return fail("--worlds must be at least 1");
    }
    let config = ArenaConfig {
        variant,
        a,
        b,
        deals,
        seed: number::<u64>(&opts, "--seed")?.unwrap_or(1),
        worlds,
        ms,
    };
    let show_progress = std::io::stderr().is_terminal();
    let mut progress = |done: u32| {
        if show_progress && (done % 10 == 0 || done == deals) {
            eprint!("\rarena: deal {done}/{deals}");
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

fn percent(x: f64) -> String {
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
    text += &format!(
        "{} duplicate deals, {} hands, seed {}; hard: {} guesses per move{}\n",
        r.deals,
        r.hands,
        r.seed,
        config.worlds,
        config
            .ms
            .map_or(String::new(), |ms| format!(", at most {ms} ms"))
    );
    text += &format!(
        "Hands won: A {}, B {}, tied {}\n",
        r.a_wins, r.b_wins, r.ties
    );
    text += &format!(
        "A's share of hands: {} (95% CI {} to {}; even is {})\n",
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
            "  {}: median {:.2} ms, 95th percentile {:.2} ms, slowest {:.1} ms ({} moves)\n",
            t.level, t.median_ms, t.p95_ms, t.max_ms, t.moves
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
            extra.escape_default()
        ));
    }
    let mut engine = Engine::new(Some(Box::new(clock_ms)));
    let mut reader = BufReader::new(input);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .or_else(|e| fail(format!("cannot read the input: {e}")))?;
        if read == 0 {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&line);
        let reply = engine.handle(text.trim_end_matches(['\n', '\r']));
        out.write_all(reply.as_bytes())
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
            .or_else(|e| fail(format!("cannot write the output: {e}")))?;
        if engine.has_quit() {
            return Ok(());
        }
    }
}
