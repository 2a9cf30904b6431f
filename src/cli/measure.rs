//! `dominoes measure`: the research behind the AI's guesses of hidden tiles
//! ([`dominoes::ai::research`]), printed as text.

use super::args::{Args, Spec, VARIANT_OPTIONS};
use super::output::{emit, fail, CliError};
use dominoes::ai::reading;
use dominoes::ai::research::{
    belief_quality, fit_choice_model, fit_reading, reading_quality, TEMPERS,
};
use dominoes::ai::Level;
use dominoes::rules::input::shown;
use dominoes::rules::{Family, Variant};
use std::io::Write;

/// The most self-play hands a measurement reads (each hand is played by the AI).
const MAX_HANDS: u64 = 100_000;

/// The most gradient steps of a fit.
const MAX_ITERATIONS: u64 = 1_000_000;

/// `dominoes measure belief [--hands N]`, `dominoes measure choice [--family F ...]
/// [--level L] [--hands N] [--iterations N]` or `dominoes measure reading ...`.
pub(super) fn command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &[
                "--hands",
                "--level",
                "--iterations",
                "--family",
                "--players",
                "--set",
                "--rule",
            ],
            flags: &[],
        },
    )?;
    match args.positional() {
        [what] if what == "belief" => {
            refuse(
                &args,
                &["--level", "--iterations"],
                "measure belief takes no",
            )?;
            refuse(&args, &VARIANT_OPTIONS, "measure belief takes no")?;
            let hands = args.whole("--hands", 1, MAX_HANDS)?.unwrap_or(150);
            let mut text = String::new();
            for (temper, mean) in TEMPERS.iter().zip(belief_quality(hands)) {
                text += &format!("temper {temper}: mean log p of the truth {mean:.4}\n");
            }
            emit(out, &text)
        }
        [what] if what == "choice" => {
            // Jamaican unless a game is named.
            let variant = if VARIANT_OPTIONS.iter().any(|o| args.value(o).is_some()) {
                args.variant()?
            } else {
                Variant::standard(Family::Jamaican).expect("Jamaican has a standard table")
            };
            let level = level_of(&args, Level::Medium)?;
            let hands = args.whole("--hands", 1, MAX_HANDS)?.unwrap_or(400);
            let iterations = args
                .whole("--iterations", 1, MAX_ITERATIONS)?
                .unwrap_or(3000);
            let mut text = String::new();
            for r in fit_choice_model(&variant, level, hands, iterations as usize, 1000) {
                text += &format!(
                    "{}: log-likelihood per choice {:.4}, weights {:.2?}\n",
                    r.iteration, r.log_likelihood, r.weights
                );
            }
            emit(out, &text)
        }
        [what] if what == "reading" => {
            let variant = args.variant()?;
            let level = level_of(&args, Level::Hard)?;
            let hands = args.whole("--hands", 1, MAX_HANDS)?.unwrap_or(200);
            let iterations = args
                .whole("--iterations", 1, MAX_ITERATIONS)?
                .unwrap_or(300);
            let r = fit_reading(&variant, level, hands, iterations as usize);
            if r.tiles == 0 {
                return fail(
                    "nothing to read: in this game every seat can tell where every tile is",
                );
            }
            let mut text = format!(
                "{} unseen tiles read: mean log p of the truth {:.4} by room alone, {:.4} fitted\nweights {:.3?}\n",
                r.tiles, r.baseline, r.fitted, r.weights
            );
            let q = reading_quality(&variant, level, hands.min(100), &r.weights);
            text += &format!(
                "guesses (200 a move, seat to move): room {:.4}, room weighted {:.4}, lean {:.4}, lean weighted {:.4}\n",
                q[0], q[1], q[2], q[3]
            );
            let q = reading_quality(&variant, level, hands.min(100), &reading::WEIGHTS);
            text += &format!(
                "with the built-in weights: lean {:.4}, lean weighted {:.4}\n",
                q[2], q[3]
            );
            emit(out, &text)
        }
        [] => fail("measure needs what to measure: belief, choice or reading"),
        [other, ..] => fail(format!(
            "measure takes belief, choice or reading, not '{}'",
            shown(other)
        )),
    }
}

/// Fails with `message` and the first of `names` given.
fn refuse(args: &Args, names: &[&str], message: &str) -> Result<(), CliError> {
    match names.iter().find(|name| args.value(name).is_some()) {
        Some(name) => fail(format!("{message} {name}")),
        None => Ok(()),
    }
}

/// The level of `--level`, `default` without it.
fn level_of(args: &Args, default: Level) -> Result<Level, CliError> {
    match args.value("--level") {
        None => Ok(default),
        Some(id) => match Level::ALL.into_iter().find(|l| l.id() == id) {
            Some(level) => Ok(level),
            None => {
                let ids: Vec<&str> = Level::ALL.into_iter().map(Level::id).collect();
                fail(format!(
                    "unknown level '{}' (levels: {})",
                    shown(id),
                    ids.join(", ")
                ))
            }
        },
    }
}
