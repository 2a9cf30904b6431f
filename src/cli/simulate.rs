//! `dominoes simulate`: random hands on one thread, their speed and what happened.

use super::args::{Args, Spec, VARIANT_OPTIONS};
use super::output::{emit, fail, rules_map, CliError};
use dominoes::rules::rng::derive_seed;
use dominoes::rules::{HandEnding, Match, MoveList, Rng, Seat, Side, Variant};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::time::Instant;

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
                HandEnding::Blocked => stats.blocked += 1,
                HandEnding::Out { seat, key_tile, .. } => {
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

/// `dominoes simulate ...`.
pub(super) fn command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let takes_value = [&VARIANT_OPTIONS[..], &["--hands", "--seed"]].concat();
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &takes_value,
            flags: &["--json"],
        },
    )?;
    args.no_positional("simulate")?;
    let variant = args.variant()?;
    // Hands are counted as they are played, so any number is fine (however long it takes).
    let hands = args.whole("--hands", 1, u64::MAX)?.unwrap_or(100_000);
    let seed = args.seed()?;
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
                side: variant.side_name(Side::new(s)),
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
