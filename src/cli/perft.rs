//! `dominoes perft`: counts the sequences of legal moves from the start of a match's first
//! hand, depth by depth, and prints the row to add to the move-count table of
//! `tests/perft.rs` (in the manner of chess perft files).

use super::args::{Args, Spec, VARIANT_OPTIONS};
use super::output::{emit, CliError};
use dominoes::rules::Match;
use std::io::Write;

/// The deepest count asked for: counts grow about tenfold per move, and the table's rows
/// stop at 18.
const MAX_DEPTH: u64 = 24;

/// `dominoes perft --family F [--players N] [--set N] [--rule KEY=VALUE]... [--seed S]
/// [--depth D]`.
pub(super) fn command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut takes_value = VARIANT_OPTIONS.to_vec();
    takes_value.extend(["--seed", "--depth"]);
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &takes_value,
            flags: &[],
        },
    )?;
    args.no_positional("perft")?;
    let variant = args.variant()?;
    let seed = args.seed()?;
    let depth = args.whole("--depth", 0, MAX_DEPTH)?.unwrap_or(4) as u32;
    let hand = Match::new(variant.clone(), seed).hand().clone();
    let count = hand.perft(depth);
    // The house rules as given (the table lists only those that differ from the defaults).
    let rules: Vec<&str> = args.values("--rule").collect();
    emit(
        out,
        &format!(
            "    ({:?}, {}, {}, {:?}, {seed}, {depth}, {count}),\n",
            variant.family().id(),
            variant.players(),
            variant.mechanics().set.top(),
            rules.join(","),
        ),
    )
}
