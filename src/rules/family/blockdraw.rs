//! Block & Draw: two to four players, any set, five tiles each (or seven), the highest
//! double poses, clockwise; draw until a tile fits (or, in the block form, pass). The
//! winner scores the others' counts; first to 100.

use super::common::{blank_result, lowest_single, others_count};
use super::{DrawRule, FamilyRules, Mechanics, RuleSpec, Variant};
use crate::rules::matchplay::{MatchState, NextPose};
use crate::rules::round::{Notes, PoseRule, Round, RoundEnd, RoundResult};
use crate::rules::seat::Direction;
use crate::rules::tile::Tile;
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
        let all = hands.iter().fold(TileSet::EMPTY, |acc, &h| acc | h);
        // The match redeals until some hand holds a double.
        PoseRule::Tile(all.doubles().last().unwrap_or(Tile::new(0, 0)))
    }

    fn settle(&self, v: &Variant, round: &Round, notes: &mut Notes) -> RoundResult {
        let mut r = blank_result(v, round, notes);
        match r.end {
            RoundEnd::Out { seat, .. } => {
                let side = v.side_of(seat);
                let points = others_count(v, &r.counts, side);
                r.winner = Some(side);
                r.points[side.index()] = points as i32;
                notes.add(|| {
                    format!(
                        "{} scores the others' counts: {points}.",
                        seat.name(v.players())
                    )
                });
            }
            RoundEnd::Blocked => match lowest_single(v, &r.counts) {
                Some(seat) => {
                    let side = v.side_of(seat);
                    let others = others_count(v, &r.counts, side);
                    let own = r.counts[seat.index()];
                    let points = others.saturating_sub(own);
                    r.winner = Some(side);
                    r.points[side.index()] = points as i32;
                    notes.add(|| format!(
                        "{} has the lowest count and scores the others' {others} minus their own {own}: {points}.",
                        seat.name(v.players())
                    ));
                }
                None => notes.add(|| "The lowest count is shared: nobody scores.".into()),
            },
        }
        r
    }

    fn advance(
        &self,
        v: &Variant,
        state: &mut MatchState,
        result: &RoundResult,
        notes: &mut Notes,
    ) {
        state.next_pose = NextPose::Opening;
        let Some(winner) = result.winner else { return };
        state.scores[winner.index()] += result.points[winner.index()];
        let target: i32 = v.rule("target").parse().unwrap_or(100);
        if state.scores[winner.index()] >= target {
            state.winner = Some(winner);
            notes.add(|| {
                format!(
                    "{} reaches {target} and wins the match.",
                    v.side_name(winner)
                )
            });
        }
    }
}
