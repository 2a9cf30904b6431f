//! Block & Draw: two to four players, any set, five tiles each (or seven), the highest
//! double poses, clockwise; draw until a tile fits (or, in the block form, pass). The
//! winner scores the others' counts; first to 100.

use super::common::{blank_result, lowest_single, others_count};
use super::{top_double_pose, DrawRule, FamilyRules, Mechanics, RuleSpec, Side, Variant};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::round::{Notes, PoseRule, Round, RoundEnd, RoundResult};
use crate::rules::seat::Direction;
use crate::rules::tileset::TileSet;

pub(crate) struct BlockDraw;

static SPECS: [RuleSpec; 3] = [
    RuleSpec {
        key: "hand_size",
        label: "Tiles each",
        help: "How many tiles each player is dealt.",
        values: &["5", "7"],
    },
    RuleSpec {
        key: "mode",
        label: "When stuck",
        help: "Draw: take tiles from the boneyard until one fits. Block: pass instead.",
        values: &["draw", "block"],
    },
    RuleSpec {
        key: "target",
        label: "Play to",
        help: "The score that wins the match.",
        values: &["100", "150", "200"],
    },
];

impl FamilyRules for BlockDraw {
    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let hand_size = if v.rule("hand_size") == "7" { 7 } else { 5 };
        Mechanics {
            draw: if v.rule("mode") == "block" {
                DrawRule::Never
            } else {
                DrawRule::WhenStuck
            },
            direction: Direction::Clockwise,
            needs_double: true,
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        // The highest double. A seeded match redeals until some hand holds one; a deal
        // given explicitly (a record) may hold none, and then the heaviest tile poses
        // rather than a tile nobody holds.
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, round: &Round, _ties: u32, notes: &mut Notes) -> RoundResult {
        settle_counts(v, round, notes, false)
    }

    fn advance(
        &self,
        v: &Variant,
        state: &mut MatchState,
        result: &RoundResult,
        notes: &mut Notes,
    ) {
        add_and_check_target(v, state, result, notes);
        state.next_pose = NextPose::Opening;
    }
}

/// Rounds to the nearest multiple of five (12 to 10, 13 to 15).
pub(crate) fn round_to_five(n: u32) -> u32 {
    (n + 2) / 5 * 5
}

/// The scoring shared by Block & Draw, Matador and All Fives: going out scores the
/// others' counts; a block goes to the single lowest count, who scores the others'
/// counts minus their own (a shared lowest count scores nothing). With `fives` the
/// result is rounded to the nearest five.
pub(crate) fn settle_counts(
    v: &Variant,
    round: &Round,
    notes: &mut Notes,
    fives: bool,
) -> RoundResult {
    let mut r = blank_result(v, round, notes);
    let round5 = |n: u32| if fives { round_to_five(n) } else { n };
    match r.end {
        RoundEnd::Out { seat, .. } => {
            let side = v.side_of(seat);
            let others = others_count(v, &r.counts, side);
            let points = round5(others);
            r.winner = Some(side);
            r.points[side.index()] = points as i32;
            notes.add(|| {
                let rounded = if points != others {
                    format!(" ({others} rounded to {points})")
                } else {
                    String::new()
                };
                format!(
                    "{} scores the others' counts: {points}{rounded}.",
                    seat.name(v.players())
                )
            });
        }
        RoundEnd::Blocked => match lowest_single(v, &r.counts) {
            Some(seat) => {
                let side = v.side_of(seat);
                let others = others_count(v, &r.counts, side);
                let own = r.counts[seat.index()];
                let raw = others.saturating_sub(own);
                let points = round5(raw);
                r.winner = Some(side);
                r.points[side.index()] = points as i32;
                notes.add(|| {
                    format!(
                        "{} has the lowest count and scores the others' {others} minus their own {own}: {points}{}.",
                        seat.name(v.players()),
                        if points != raw { format!(" ({raw} rounded)") } else { String::new() }
                    )
                });
            }
            None => notes.add(|| "The lowest count is shared: nobody scores.".into()),
        },
    }
    r
}

/// Adds every side's points and ends the match when the best score reaches the target
/// rule (a tie at the top plays on).
pub(crate) fn add_and_check_target(
    v: &Variant,
    state: &mut MatchState,
    result: &RoundResult,
    notes: &mut Notes,
) {
    for i in 0..v.sides() as usize {
        state.scores[i] += result.points[i];
    }
    let target: i32 = v.rule("target").parse().unwrap_or(100);
    let sides = v.sides() as usize;
    let best = (0..sides).map(|i| state.scores[i]).max().unwrap_or(0);
    if best < target {
        return;
    }
    let leaders: Vec<usize> = (0..sides).filter(|&i| state.scores[i] == best).collect();
    if let [only] = leaders.as_slice() {
        let winner = Side(*only as u8);
        state.winner = Some(winner);
        notes.add(|| {
            format!(
                "{} reaches {target} and wins the match.",
                v.side_name(winner)
            )
        });
    } else {
        notes.add(|| "The lead is shared past the target: play goes on.".into());
    }
}
