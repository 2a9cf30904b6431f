//! The `dominoes` command line: simulate random hands, replay game records, list legal
//! moves and house rules.
//!
//! [`run`] takes the arguments and the standard streams, so tests can drive it without a
//! process; `main` only maps a [`CliError`] to a message on stderr and exit code 2.

use dominoes::record::{Record, RecordedMatch};
use dominoes::rules::rng::derive_seed;
use dominoes::rules::{
    Family, HouseRules, Match, MoveList, Phase, Rng, Round, RoundEnd, Seat, Side, Variant,
};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::io::{Read, Write};
use std::time::Instant;

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
        "{USAGE}{}\nFamilies: {}.\n",
        crate::cli_ai::USAGE,
        ids(true).join(", ")
    );
    let coming = ids(false);
    if !coming.is_empty() {
        text += &format!("Not playable yet: {}.\n", coming.join(", "));
    }
    text + "Errors go to stderr with exit code 2.\n"
}

/// A refusal of the command line: one line naming the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

/// A refusal; control characters (from a file name, an option...) are escaped so the
/// message stays on one line.
fn fail<T>(message: impl Into<String>) -> Result<T, CliError> {
    let message: String = message.into();
    Err(CliError(
        message
            .chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect(),
    ))
}

/// Runs one command with its arguments (without the program name).
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), CliError> {
    let Some((command, rest)) = args.split_first() else {
        return fail(
            "no command given (simulate, replay, legal, rules, help); see 'dominoes help'",
        );
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return emit(out, &usage());
    }
    match command.as_str() {
        "simulate" => simulate_command(rest, out),
        "replay" => replay_command(rest, input, out),
        "legal" => legal_command(rest, input, out),
        "rules" => rules_command(rest, out),
        "arena" => crate::cli_ai::arena_command(rest, out),
        "engine" => crate::cli_ai::engine_command(rest, input, out),
        "help" | "--help" | "-h" => emit(out, &usage()),
        other => fail(format!(
            "unknown command '{other}' (simulate, replay, legal, rules, help)"
        )),
    }
}

fn emit(out: &mut dyn Write, text: &str) -> Result<(), CliError> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(|e| fail(format!("cannot write the output: {e}")))
}

/// Options and positional arguments, read with their names checked.
struct Args {
    options: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

/// Splits `args` into options and positionals. `takes_value` lists the options followed by
/// a value (`--hands 5` or `--hands=5`); `flags` those that stand alone.
fn parse_args(args: &[String], takes_value: &[&str], flags: &[&str]) -> Result<Args, CliError> {
    let mut parsed = Args {
        options: Vec::new(),
        positional: Vec::new(),
    };
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg.starts_with("--") {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (arg.as_str(), None),
            };
            if takes_value.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => match iter.next() {
                        Some(v) => v.clone(),
                        None => return fail(format!("{name} needs a value")),
                    },
                };
                parsed.options.push((name.to_string(), Some(value)));
            } else if flags.contains(&name) {
                if inline.is_some() {
                    return fail(format!("{name} takes no value"));
                }
                parsed.options.push((name.to_string(), None));
            } else {
                return fail(format!("unknown option '{name}'; see 'dominoes help'"));
            }
        } else {
            parsed.positional.push(arg.clone());
        }
    }
    Ok(parsed)
}

impl Args {
    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// The last value given for `name`.
    fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Every value given for `name`, in order.
    fn values<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.options
            .iter()
            .filter(move |(n, _)| n == name)
            .filter_map(|(_, v)| v.as_deref())
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        match self.value(name) {
            None => Ok(None),
            Some(text) => match text.trim().parse() {
                Ok(n) => Ok(Some(n)),
                Err(_) => fail(format!("{name} takes a whole number, not '{text}'")),
            },
        }
    }

    fn no_positional(&self, command: &str) -> Result<(), CliError> {
        match self.positional.first() {
            Some(extra) => fail(format!("{command} takes no argument '{extra}'")),
            None => Ok(()),
        }
    }

    /// The one FILE argument.
    fn file(&self, command: &str) -> Result<&str, CliError> {
        match self.positional.as_slice() {
            [file] => Ok(file),
            [] => fail(format!(
                "{command} needs a record FILE (or - for standard input)"
            )),
            [_, extra, ..] => fail(format!("{command} takes one FILE; unexpected '{extra}'")),
        }
    }
}

/// Builds the variant from `--family`, `--players`, `--set` and `--rule`.
fn variant_from(args: &Args) -> Result<Variant, CliError> {
    let Some(id) = args.value("--family") else {
        let ids: Vec<&str> = Family::ALL.into_iter().map(Family::id).collect();
        return fail(format!("--family is required ({})", ids.join(", ")));
    };
    let family = Family::from_id(id).or_else(|e| fail(e.to_string()))?;
    let players = args
        .number::<u8>("--players")?
        .unwrap_or(family.default_players());
    let set = match args.number::<u8>("--set")? {
        Some(top) => top,
        None => family.sets().first().map_or(6, |s| s.top()),
    };
    let mut rules = HouseRules::new();
    for rule in args.values("--rule") {
        match rule.split_once('=') {
            Some((key, value)) => {
                rules.set(key.trim(), value.trim());
            }
            None => return fail(format!("--rule takes KEY=VALUE, not '{rule}'")),
        }
    }
    Variant::new(family, players, set, &rules).or_else(|e| fail(e.to_string()))
}

/// What a simulation counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimStats {
    /// Hands played.
    pub hands: u64,
    /// Moves played (poser choices, poses, plays, draws and passes).
    pub moves: u64,
    /// Hands won per side.
    pub wins: [u64; 4],
    /// Tied hands.
    pub ties: u64,
    /// Hands that ended blocked.
    pub blocked: u64,
    /// Hands won by going out with a key tile.
    pub key_tiles: u64,
    /// Hands whose player went out, per seat.
    pub outs_by_seat: [u64; 4],
    /// Matches that reached their end.
    pub matches_finished: u64,
    /// Matches won per side.
    pub match_wins: [u64; 4],
    /// Hands played in the matches that reached their end.
    pub hands_in_finished_matches: u64,
}

/// Plays `hands` hands of uniformly random legal moves under `variant`, starting a new
/// match from a seed derived from `seed` whenever one ends. Single-threaded; the move
/// loop reuses one move list and never allocates. Every position of a live hand has a
/// legal move (the engine's invariant, checked by the rule tests).
pub fn simulate(variant: &Variant, hands: u64, seed: u64) -> SimStats {
    let mut stats = SimStats::default();
    let mut chooser = Rng::new(derive_seed(seed, &[u64::MAX]));
    let mut match_number = 0u64;
    let mut game = new_match(variant, seed, match_number);
    let mut hands_this_match = 0u64;
    let mut list = MoveList::new();
    while stats.hands < hands {
        // Every move exactly `legal_moves()[chooser.pick(n)]`, without building the list
        // where the engine can avoid it; `list` is the reused scratch space otherwise.
        stats.moves += game.play_random_hand(&mut chooser, &mut list);
        stats.hands += 1;
        hands_this_match += 1;
        if let Some(result) = game.results().last() {
            match result.winner {
                Some(side) => stats.wins[side.index()] += 1,
                None => stats.ties += 1,
            }
            match result.end {
                RoundEnd::Blocked => stats.blocked += 1,
                RoundEnd::Out { seat, key_tile, .. } => {
                    stats.outs_by_seat[seat.index()] += 1;
                    stats.key_tiles += u64::from(key_tile);
                }
            }
        }
        if let Some(winner) = game.winner() {
            stats.matches_finished += 1;
            stats.match_wins[winner.index()] += 1;
            stats.hands_in_finished_matches += hands_this_match;
            hands_this_match = 0;
            match_number += 1;
            game.restart(derive_seed(seed, &[match_number]));
        } else {
            game.next_hand();
        }
    }
    stats
}

fn new_match(variant: &Variant, seed: u64, number: u64) -> Match {
    let mut game = Match::new(variant.clone(), derive_seed(seed, &[number]));
    game.set_explain(false);
    game
}

/// One side's line in the statistics.
#[derive(Serialize)]
struct SideStats {
    side: &'static str,
    hands_won: u64,
    hands_won_share: f64,
    matches_won: u64,
}

/// One seat's line in the statistics.
#[derive(Serialize)]
struct SeatStats {
    seat: &'static str,
    went_out: u64,
}

/// The `simulate --json` object.
#[derive(Serialize)]
struct SimReport {
    family: &'static str,
    players: u8,
    set: u8,
    rules: BTreeMap<String, String>,
    seed: u64,
    threads: u32,
    hands: u64,
    moves: u64,
    seconds: f64,
    hands_per_second: f64,
    /// CPU time of the simulating thread, where the system reports it (Linux): on a
    /// busy machine it measures the engine where wall time cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_seconds: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hands_per_cpu_second: Option<f64>,
    moves_per_hand: f64,
    sides: Vec<SideStats>,
    seats: Vec<SeatStats>,
    ties: u64,
    tie_share: f64,
    blocked: u64,
    blocked_share: f64,
    key_tile_outs: u64,
    matches_finished: u64,
    hands_per_match: Option<f64>,
}

/// CPU time the calling thread has run, in seconds, from Linux's scheduler statistics
/// (nanoseconds); `None` where they cannot be read.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / 1e9)
}

fn share(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

fn simulate_command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = parse_args(
        rest,
        &[
            "--family",
            "--players",
            "--set",
            "--rule",
            "--hands",
            "--seed",
        ],
        &["--json"],
    )?;
    args.no_positional("simulate")?;
    let variant = variant_from(&args)?;
    let hands = args.number::<u64>("--hands")?.unwrap_or(100_000);
    if hands == 0 {
        return fail("--hands must be at least 1");
    }
    let seed = args.number::<u64>("--seed")?.unwrap_or(1);
    let cpu_start = thread_cpu_seconds();
    let start = Instant::now();
    let stats = simulate(&variant, hands, seed);
    let seconds = start.elapsed().as_secs_f64();
    let cpu_seconds = cpu_start
        .zip(thread_cpu_seconds())
        .map(|(a, b)| b - a)
        .filter(|&cpu| cpu > 0.0);
    let per_second = if seconds > 0.0 {
        stats.hands as f64 / seconds
    } else {
        0.0
    };
    let report = SimReport {
        family: variant.family().id(),
        players: variant.players(),
        set: variant.set().top(),
        rules: rules_map(&variant),
        seed,
        threads: 1,
        hands: stats.hands,
        moves: stats.moves,
        seconds,
        hands_per_second: per_second.round(),
        cpu_seconds,
        hands_per_cpu_second: cpu_seconds.map(|cpu| (stats.hands as f64 / cpu).round()),
        moves_per_hand: share(stats.moves, stats.hands),
        sides: (0..variant.sides())
            .map(|s| SideStats {
                side: variant.side_name(Side(s)),
                hands_won: stats.wins[s as usize],
                hands_won_share: share(stats.wins[s as usize], stats.hands),
                matches_won: stats.match_wins[s as usize],
            })
            .collect(),
        seats: Seat::all(variant.players())
            .map(|s| SeatStats {
                seat: s.name(variant.players()),
                went_out: stats.outs_by_seat[s.index()],
            })
            .collect(),
        ties: stats.ties,
        tie_share: share(stats.ties, stats.hands),
        blocked: stats.blocked,
        blocked_share: share(stats.blocked, stats.hands),
        key_tile_outs: stats.key_tiles,
        matches_finished: stats.matches_finished,
        hands_per_match: (stats.matches_finished > 0)
            .then(|| share(stats.hands_in_finished_matches, stats.matches_finished)),
    };
    if args.flag("--json") {
        let text = serde_json::to_string(&report).or_else(|e| fail(e.to_string()))?;
        return emit(out, &format!("{text}\n"));
    }
    emit(out, &sim_text(&variant, &report))
}

fn sim_text(variant: &Variant, r: &SimReport) -> String {
    let rules: Vec<String> = r.rules.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut text = format!(
        "{}: {} players, double-{}{}{}\n",
        variant.family().name(),
        r.players,
        r.set,
        if rules.is_empty() { "" } else { ", " },
        rules.join(", ")
    );
    text += &format!(
        "{} hands ({} moves) in {:.3} s on 1 thread: {:.0} hands/s (seed {})\n",
        r.hands, r.moves, r.seconds, r.hands_per_second, r.seed
    );
    if let (Some(cpu), Some(rate)) = (r.cpu_seconds, r.hands_per_cpu_second) {
        text += &format!("CPU time {cpu:.3} s: {rate:.0} hands per CPU-second\n");
    }
    text += "hands won:";
    for s in &r.sides {
        text += &format!(
            " {} {} ({:.1}%),",
            s.side,
            s.hands_won,
            100.0 * s.hands_won_share
        );
    }
    text += &format!(" tied {} ({:.1}%)\n", r.ties, 100.0 * r.tie_share);
    text += "went out by seat:";
    for s in &r.seats {
        text += &format!(" {} {},", s.seat, s.went_out);
    }
    text.pop();
    text += "\n";
    text += &format!(
        "blocked: {} ({:.1}% of hands); key tile outs: {}\n",
        r.blocked,
        100.0 * r.blocked_share,
        r.key_tile_outs
    );
    text += &format!("matches finished: {}", r.matches_finished);
    if let Some(h) = r.hands_per_match {
        text += &format!(" ({h:.2} hands per match); won:");
        for s in &r.sides {
            text += &format!(" {} {},", s.side, s.matches_won);
        }
        text.pop();
    }
    text += "\n";
    text
}

fn rules_map(variant: &Variant) -> BTreeMap<String, String> {
    variant
        .rules()
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Reads and replays the record named by FILE (`-`: standard input).
fn load(
    file: &str,
    input: &mut dyn Read,
    observe: impl FnMut(dominoes::record::Step<'_>),
) -> Result<RecordedMatch, CliError> {
    let name = if file == "-" { "standard input" } else { file };
    let mut text = String::new();
    let read = if file == "-" {
        input.read_to_string(&mut text)
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_string(&mut text))
    };
    if let Err(e) = read {
        return fail(format!("cannot read {name}: {e}"));
    }
    let record = Record::parse(&text).or_else(|e| fail(format!("{name}: {e}")))?;
    record
        .replay_with(observe)
        .or_else(|e| fail(format!("{name}: {e}")))
}

/// Values by side or seat name, written as a JSON object in table order (South first,
/// North-South before East-West) rather than sorted by name.
struct Named<T>(Vec<(&'static str, T)>);

impl<T: Serialize> Serialize for Named<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// How a hand ended.
#[derive(Serialize)]
#[serde(tag = "how", rename_all = "lowercase")]
enum EndReport {
    Out {
        seat: &'static str,
        tile: String,
        key_tile: bool,
        either_end: bool,
    },
    Blocked,
}

/// One replayed move.
#[derive(Serialize)]
struct MoveReport {
    seat: &'static str,
    #[serde(rename = "move")]
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Vec<String>>,
}

/// One replayed hand.
#[derive(Serialize)]
struct HandReport {
    hand: usize,
    poser: &'static str,
    finished: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    end: Option<EndReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<&'static str>,
    tied: bool,
    points: Named<i32>,
    counts: Named<u32>,
    notes: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score_after: Option<Named<i32>>,
    match_notes: Vec<String>,
    moves: Vec<MoveReport>,
}

/// The position a replay stops in, when its hand is still being played.
#[derive(Serialize)]
struct NextReport {
    hand: usize,
    to_move: &'static str,
    phase: &'static str,
    legal: Vec<String>,
}

/// The `replay` output.
#[derive(Serialize)]
struct ReplayReport {
    family: &'static str,
    players: u8,
    set: u8,
    rules: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    hands: Vec<HandReport>,
    score: Named<i32>,
    games: Named<i32>,
    over: bool,
    winner: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<NextReport>,
}

fn legal_texts(round: &Round) -> Vec<String> {
    round
        .legal_moves()
        .iter()
        .map(|&m| round.notation(m))
        .collect()
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::ChoosePoser(_) => "choose poser",
        Phase::Pose => "pose",
        Phase::Play => "play",
        Phase::Over => "over",
    }
}

fn replay_command(
    rest: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let args = parse_args(rest, &[], &["--legal"])?;
    let file = args.file("replay")?;
    let with_legal = args.flag("--legal");
    // Per hand, the seat to move and (with --legal) the legal moves before every move,
    // gathered as the replay goes.
    let mut before: Vec<Vec<(Seat, Option<Vec<String>>)>> = Vec::new();
    let played = load(file, input, |step| {
        if before.len() < step.hand {
            before.resize(step.hand, Vec::new());
        }
        let round = step.game.round();
        let legal = with_legal.then(|| legal_texts(round));
        before[step.hand - 1].push((round.turn(), legal));
    })?;
    let game = played.game();
    let variant = game.variant();
    let players = variant.players();
    let sides = variant.sides();
    let side_scores = |values: &[i32]| -> Named<i32> {
        Named(
            (0..sides)
                .map(|s| {
                    let value = values.get(s as usize).copied().unwrap_or(0);
                    (variant.side_name(Side(s)), value)
                })
                .collect(),
        )
    };
    let record = played.record();
    let mut hands = Vec::new();
    for (i, hand) in played.hands().iter().enumerate() {
        let result = game.results().get(i);
        // Only the last hand can be unfinished, and it is the match's current round.
        let poser = result.map_or(game.round().poser(), |r| r.poser);
        let steps = before.get(i).map_or(&[][..], Vec::as_slice);
        // The moves as the record writes them (with any signal), in its own notation.
        let texts = record.hands.get(i).map_or(&[][..], |h| h.moves.as_slice());
        let moves = texts
            .iter()
            .zip(steps)
            .map(|(text, (seat, legal))| MoveReport {
                seat: seat.name(players),
                text: text.clone(),
                legal: legal.clone(),
            })
            .collect();
        hands.push(HandReport {
            hand: i + 1,
            poser: poser.name(players),
            finished: result.is_some(),
            end: result.map(|r| match r.end {
                RoundEnd::Out {
                    seat,
                    tile,
                    key_tile,
                    either_end,
                } => EndReport::Out {
                    seat: seat.name(players),
                    tile: tile.to_string(),
                    key_tile,
                    either_end,
                },
                RoundEnd::Blocked => EndReport::Blocked,
            }),
            winner: result.and_then(|r| r.winner).map(|s| variant.side_name(s)),
            tied: result.is_some_and(|r| r.winner.is_none()),
            points: side_scores(result.map_or(&[][..], |r| &r.points[..])),
            counts: Named(
                Seat::all(players)
                    .map(|s| {
                        let count =
                            result.map_or_else(|| game.round().count(s), |r| r.counts[s.index()]);
                        (s.name(players), count)
                    })
                    .collect(),
            ),
            notes: result.map(|r| r.notes.clone()).unwrap_or_default(),
            score_after: hand.scores_after.as_deref().map(side_scores),
            match_notes: hand.match_notes.clone(),
            moves,
        });
    }
    let round = game.round();
    let next = (!round.is_over()).then(|| NextReport {
        hand: played.hands().len(),
        to_move: round.turn().name(players),
        phase: phase_name(round.phase()),
        legal: legal_texts(round),
    });
    let state = game.state();
    let games: Vec<i32> = state.games.iter().map(|&g| g as i32).collect();
    let report = ReplayReport {
        family: variant.family().id(),
        players,
        set: variant.set().top(),
        rules: rules_map(variant),
        seed: played.seed(),
        hands,
        score: side_scores(&state.scores),
        games: side_scores(&games),
        over: game.is_over(),
        winner: game.winner().map(|s| variant.side_name(s)),
        next,
    };
    let text = serde_json::to_string_pretty(&report).or_else(|e| fail(e.to_string()))?;
    emit(out, &format!("{text}\n"))
}

fn legal_command(
    rest: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let args = parse_args(rest, &[], &[])?;
    let file = args.file("legal")?;
    let played = load(file, input, |_| {})?;
    let game = played.game();
    let round = game.round();
    let players = game.variant().players();
    #[derive(Serialize)]
    struct LegalReport {
        hand: usize,
        hand_over: bool,
        match_over: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        to_move: Option<&'static str>,
        phase: &'static str,
        legal: Vec<String>,
    }
    let report = LegalReport {
        hand: played.hands().len(),
        hand_over: round.is_over(),
        match_over: game.is_over(),
        to_move: (!round.is_over()).then(|| round.turn().name(players)),
        phase: phase_name(round.phase()),
        legal: legal_texts(round),
    };
    let text = serde_json::to_string_pretty(&report).or_else(|e| fail(e.to_string()))?;
    emit(out, &format!("{text}\n"))
}

fn rules_command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = parse_args(rest, &["--family", "--players"], &[])?;
    args.no_positional("rules")?;
    let families: Vec<Family> = match args.value("--family") {
        Some(id) => vec![Family::from_id(id).or_else(|e| fail(e.to_string()))?],
        None => Family::ALL.to_vec(),
    };
    let players = args.number::<u8>("--players")?;
    let mut text = String::new();
    for family in families {
        let counts: Vec<String> = family.player_counts().iter().map(u8::to_string).collect();
        let sets: Vec<String> = family.sets().iter().map(|s| s.top().to_string()).collect();
        text += &format!(
            "{:<12} {}{} (players {}; sets {})\n",
            family.id(),
            family.name(),
            if family.is_playable() {
                ""
            } else {
                ", not playable yet"
            },
            counts.join(", "),
            sets.join(", ")
        );
        let seat_counts: Vec<u8> = match players {
            Some(n) => vec![n],
            None => family.player_counts().to_vec(),
        };
        let mut shown: Vec<&str> = Vec::new();
        for &n in &seat_counts {
            for spec in family.rule_specs(n) {
                if shown.contains(&spec.key) {
                    continue;
                }
                shown.push(spec.key);
                // A rule offered only to some tables says which.
                let offered: Vec<String> = seat_counts
                    .iter()
                    .filter(|&&p| family.rule_specs(p).iter().any(|s| s.key == spec.key))
                    .map(u8::to_string)
                    .collect();
                let only = if offered.len() < seat_counts.len() {
                    format!(" (players: {})", offered.join(", "))
                } else {
                    String::new()
                };
                text += &format!(
                    "  --rule {}={}  {}{only}\n",
                    spec.key,
                    spec.values.join("|"),
                    spec.help
                );
            }
        }
    }
    emit(out, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_text(args: &[&str], stdin: &str) -> Result<String, CliError> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        run(&args, &mut stdin.as_bytes(), &mut out)?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn simulate_counts_every_hand() {
        let v = Variant::standard(Family::Jamaican).unwrap();
        let stats = simulate(&v, 500, 3);
        assert_eq!(stats.hands, 500);
        assert_eq!(stats.wins.iter().sum::<u64>() + stats.ties, 500);
        assert_eq!(simulate(&v, 500, 3), stats, "same seed, same statistics");
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
