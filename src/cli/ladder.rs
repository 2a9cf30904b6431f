//! `dominoes ladder`: issue 15's level ladder measured and written as rows of the
//! README's table. Each rung is an arena run ([`dominoes::ai::arena`]) of a level against
//! the level below it over duplicate deals, judged by the rung's [`Bar`].

use super::ai::{clock_ms, percent};
use super::args::{Args, Spec, VARIANT_OPTIONS};
use super::output::{fail, CliError};
use dominoes::ai::arena::{self, ArenaConfig, ArenaReport, Bar, SideBudget, MAX_DEALS};
use dominoes::ai::{Budget, Level};
use dominoes::rules::input::shown;
use dominoes::rules::{Family, HouseRules, Variant};
use std::io::{IsTerminal, Write};

/// How to use `ladder` (printed by `dominoes help`).
pub const USAGE: &str =
    "  dominoes ladder [--family F] [--players N] [--set N] [--rule KEY=VALUE]...
                  [--all] [--rung LEVEL]... [--deals N] [--seed S] [--worlds W]
                  [--matches]
      Issue 15's level ladder: for each rung (medium against easy, hard against
      medium, expert against hard; --rung medium|hard|expert picks some) an arena
      over N duplicate deals (500), judged by its bar (56% of hands in two-sided
      games, 1.25 times the fair share with more sides, and in the points
      families a points margin per hand clear of 0), printed as rows of the
      README's table. --all: every form of the family (of every family without
      --family) at each player count (or at N players), with double-six or the
      set --set N (only the families that offer it). --matches: N duplicate whole
      matches a rung, A's share of matches won (the points families' other measure).
";

/// The forms `--all` plays beside each family's standard one at each player count: the
/// rules that change who plays with whom or how the tiles are dealt.
const FORMS: [(Family, u8, &str, &str); 4] = [
    (Family::CutThroat, 2, "hand_size", "7"),
    (Family::Haitian, 4, "form", "individual"),
    (Family::Haitian, 2, "form", "block"),
    (Family::Haitian, 2, "form", "fourteen"),
];

/// The rungs, strongest level first: each level against the one below it.
const RUNGS: [(Level, Level); 3] = [
    (Level::Medium, Level::Easy),
    (Level::Hard, Level::Medium),
    (Level::Expert, Level::Hard),
];

/// Every form `--all` measures with the double-`top` set: `family`'s (or every playable
/// family's that offers the set) standard game at each player count, and the [`FORMS`] of
/// it.
fn all_forms(family: Option<Family>, top: u8) -> Vec<Variant> {
    let mut forms = Vec::new();
    for f in Family::ALL.into_iter().filter(|f| f.is_playable()) {
        if family.is_some_and(|only| only != f) {
            continue;
        }
        for &players in f.player_counts().iter().rev() {
            let mut rules = vec![HouseRules::new()];
            for (_, _, key, value) in FORMS.iter().filter(|x| x.0 == f && x.1 == players) {
                let mut form = HouseRules::new();
                form.set(key, value);
                rules.push(form);
            }
            forms.extend(
                rules
                    .iter()
                    .filter_map(|r| Variant::new(f, players, top, r).ok()),
            );
        }
    }
    forms
}

/// The house rules of `v` set away from their defaults, as `key=value`.
fn rules_set(v: &Variant) -> Vec<String> {
    let specs = v.family().rule_specs(v.players());
    v.rules()
        .iter()
        .filter(|(key, value)| {
            specs
                .iter()
                .any(|s| s.key == *key && s.default_value() != *value)
        })
        .map(|(key, value)| format!("{key}={value}"))
        .collect()
}

/// The form's name in the table: "Haitian (Dekabès), 2 players, form=block".
fn form_name(v: &Variant) -> String {
    let mut name = format!("{}, {} players", v.family().name(), v.players());
    if v.set().top() != 6 {
        name += &format!(", double-{}", v.set().top());
    }
    for rule in rules_set(v) {
        name += &format!(", {rule}");
    }
    name
}

/// The `dominoes arena` command that plays one rung alone (whole matches with
/// `matches`).
fn arena_command(
    v: &Variant,
    (a, b): (Level, Level),
    deals: u32,
    seed: u64,
    worlds: u32,
    matches: bool,
) -> String {
    let mut cmd = format!("dominoes arena --family {}", v.family().id());
    if v.players() != v.family().default_players() {
        cmd += &format!(" --players {}", v.players());
    }
    if Some(v.set()) != v.family().sets().first().copied() {
        cmd += &format!(" --set {}", v.set().top());
    }
    for rule in rules_set(v) {
        cmd += &format!(" --rule {rule}");
    }
    cmd += &format!(
        " --a {} --b {} --deals {deals} --seed {seed}",
        a.id(),
        b.id()
    );
    if worlds != Budget::STANDARD.worlds {
        cmd += &format!(" --worlds {worlds}");
    }
    if matches {
        cmd += " --matches";
    }
    cmd
}

/// The table's header: deals and hands, or whole matches.
fn header(matches: bool) -> String {
    let (count, won) = if matches {
        ("matches", "matches")
    } else {
        ("deals", "hands")
    };
    format!(
        "| family, form | rung (A > B) | command | {count} | A's share of {won} (95% CI) | fair share | A's points margin per hand (95% CI) | bar | met? | hard and expert per move, median (p95) ms, A / B |
| --- | --- | --- | ---: | --- | ---: | --- | --- | --- | --- |
"
    )
}

/// A bar's share as a percentage with no more figures than it has: 56%, 31.25%, 41.67%.
fn bar_percent(x: f64) -> String {
    let text = format!("{:.2}", 100.0 * x);
    text.trim_end_matches('0').trim_end_matches('.').to_string() + "%"
}

/// One rung's row of the table.
fn row(v: &Variant, command: &str, r: &ArenaReport) -> String {
    let bar = Bar::of(v);
    let times: Vec<String> = r
        .times
        .iter()
        .filter(|t| t.level == "hard" || t.level == "expert")
        .map(|t| format!("{:.1} ({:.0})", t.median_ms, t.p95_ms))
        .collect();
    format!(
        "| {} | {} > {} | `{command}` | {} | {} ({:.1}-{:.1}) | {} | {:+.3} ({:+.3} to {:+.3}) | {}{} | {} | {} |\n",
        form_name(v),
        r.a,
        r.b,
        r.deals,
        percent(r.a_share),
        100.0 * r.a_share_ci95[0],
        100.0 * r.a_share_ci95[1],
        percent(r.even_share),
        r.mean_margin,
        r.margin_ci95[0],
        r.margin_ci95[1],
        bar_percent(bar.share),
        if bar.margin { " and margin > 0" } else { "" },
        bar.verdict(r).text(),
        if times.is_empty() {
            "-".to_string()
        } else {
            times.join(" / ")
        },
    )
}

/// `dominoes ladder ...`: each row is written as soon as its run ends.
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let takes_value = [
        &VARIANT_OPTIONS[..],
        &["--rung", "--deals", "--seed", "--worlds"],
    ]
    .concat();
    let args = Args::parse(
        args,
        &Spec {
            takes_value: &takes_value,
            flags: &["--all", "--matches"],
        },
    )?;
    args.no_positional("ladder")?;
    let forms = if args.flag("--all") {
        if args.value("--rule").is_some() {
            return fail("--all plays every form: give --family, --players or --set alone");
        }
        let family = match args.value("--family") {
            Some(_) => Some(args.family()?),
            None => None,
        };
        let players = args.small("--players")?;
        let top = args.small("--set")?.unwrap_or(6);
        let forms: Vec<Variant> = all_forms(family, top)
            .into_iter()
            .filter(|v| players.is_none_or(|n| v.players() == n))
            .collect();
        if forms.is_empty() {
            return fail("no form of the game has that many players and that set");
        }
        forms
    } else if args.value("--family").is_none() {
        return fail("ladder needs --family F, or --all for every form");
    } else {
        vec![args.variant()?]
    };
    let mut rungs = Vec::new();
    for name in args.values("--rung") {
        match RUNGS.iter().find(|(a, _)| a.id() == name) {
            Some(&rung) if !rungs.contains(&rung) => rungs.push(rung),
            Some(_) => {}
            None => {
                return fail(format!(
                    "--rung must be medium, hard or expert, not '{}'",
                    shown(name)
                ))
            }
        }
    }
    if rungs.is_empty() {
        rungs = RUNGS.to_vec();
    }
    rungs.sort_by_key(|rung| RUNGS.iter().position(|r| r == rung));
    let deals = args.whole("--deals", 1, MAX_DEALS.into())?.unwrap_or(500) as u32;
    let seed = args.seed()?;
    let worlds = args
        .whole("--worlds", 1, Budget::MAX_WORLDS.into())?
        .map_or(Budget::STANDARD.worlds, |w| w as u32);
    let matches = args.flag("--matches");
    let write = |out: &mut dyn Write, text: &str| {
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .or_else(|e| fail(format!("cannot write the output: {e}")))
    };
    write(out, &header(matches))?;
    let show_progress = std::io::stderr().is_terminal();
    let (mut held, mut runs) = (0, 0);
    for v in &forms {
        for &(a, b) in &rungs {
            let config = ArenaConfig {
                matches,
                ..ArenaConfig::levels(v.clone(), (a, b), deals, seed, SideBudget::worlds(worlds))
            };
            let name = form_name(v);
            let mut progress = |done: u32| {
                if show_progress && (done % 10 == 0 || done == deals) {
                    eprint!(
                        "\rladder: {name}, {} > {}: deal {done}/{deals}",
                        a.id(),
                        b.id()
                    );
                    if done == deals {
                        eprintln!();
                    }
                }
            };
            let report = arena::run(&config, &clock_ms, &mut progress);
            let command = arena_command(v, (a, b), deals, seed, worlds, matches);
            runs += 1;
            if Bar::of(v).verdict(&report).holds() {
                held += 1;
            }
            write(out, &row(v, &command, &report))?;
        }
    }
    write(
        out,
        &format!(
            "\n{held} of {runs} rungs hold (seed {seed}, {deals} {} each).\n",
            if matches { "matches" } else { "deals" }
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--all` covers every playable family at every player count it has, with the forms
    /// that change who plays with whom or how the tiles are dealt, each once.
    #[test]
    fn all_covers_every_family_player_count_and_form() {
        let forms = all_forms(None, 6);
        let counts: usize = Family::ALL
            .into_iter()
            .filter(|f| f.is_playable())
            .map(|f| f.player_counts().len())
            .sum();
        assert_eq!(forms.len(), counts + FORMS.len());
        let names: Vec<String> = forms.iter().map(form_name).collect();
        for name in [
            "Jamaican Partner, 4 players",
            "Cut Throat, 2 players, hand_size=7",
            "Haitian (Dekabès), 4 players, form=individual",
            "Haitian (Dekabès), 2 players, form=fourteen",
            "Matador (All Sevens), 3 players",
        ] {
            assert_eq!(names.iter().filter(|n| *n == name).count(), 1, "{name}");
        }
        assert!(forms.iter().all(|v| v.set().top() == 6));
        assert_eq!(all_forms(Some(Family::Chiva), 6).len(), 3);
    }

    /// With a bigger set `--all` covers every family that offers it, at every player
    /// count, and no other: the forms of [`FORMS`] are all of double-six families.
    #[test]
    fn all_with_a_bigger_set_covers_the_families_that_offer_it() {
        for top in [9, 12, 15] {
            let forms = all_forms(None, top);
            let want: usize = Family::ALL
                .into_iter()
                .filter(|f| f.is_playable() && f.sets().iter().any(|s| s.top() == top))
                .map(|f| f.player_counts().len())
                .sum();
            assert!(want >= 9, "double-{top}: {want} forms");
            assert_eq!(forms.len(), want, "double-{top}");
            assert!(forms.iter().all(|v| v.set().top() == top));
            let names: Vec<String> = forms.iter().map(form_name).collect();
            let name = format!("All Fives (Muggins), 3 players, double-{top}");
            assert!(names.contains(&name), "{names:?}");
        }
        assert!(all_forms(Some(Family::Jamaican), 9).is_empty());
        assert!(all_forms(None, 7).is_empty());
    }

    /// A bar is written with the figures it has.
    #[test]
    fn bars_are_written_with_their_own_figures() {
        assert_eq!(bar_percent(0.56), "56%");
        assert_eq!(bar_percent(0.3125), "31.25%");
        assert_eq!(bar_percent(1.25 / 3.0), "41.67%");
    }

    /// The command written beside a row replays that rung alone: defaults left out.
    #[test]
    fn a_rows_command_replays_the_rung() {
        let mut rules = HouseRules::new();
        rules.set("form", "block");
        let v = Variant::new(Family::Haitian, 2, 6, &rules).unwrap();
        assert_eq!(
            arena_command(&v, (Level::Hard, Level::Medium), 500, 1, 400, false),
            "dominoes arena --family haitian --players 2 --rule form=block --a hard --b medium --deals 500 --seed 1"
        );
        let v = Variant::new(Family::BlockDraw, 4, 9, &HouseRules::new()).unwrap();
        assert_eq!(
            arena_command(&v, (Level::Expert, Level::Hard), 200, 3, 100, false),
            "dominoes arena --family blockdraw --set 9 --a expert --b hard --deals 200 --seed 3 --worlds 100"
        );
        assert_eq!(
            arena_command(&v, (Level::Hard, Level::Medium), 300, 1, 400, true),
            "dominoes arena --family blockdraw --set 9 --a hard --b medium --deals 300 --seed 1 --matches"
        );
    }
}
