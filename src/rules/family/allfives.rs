//! All Fives (Muggins): the first double is a spinner (up to four ends); a play that makes
//! the open ends total a multiple of five scores that total. Draw when stuck. Going out
//! scores the others' counts rounded to the nearest five; first to 100, 150 or 250. With
//! the muggins option points must be claimed, and a missed claim goes to the next player.

use super::target::{add_and_check_target, settle_counts};
use super::{top_double_pose, DrawRule, FamilyRules, Fives, Mechanics, RuleSpec, Variant};
use crate::rules::layout::LayoutKind;
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::round::{Notes, PoseRule, Round, RoundResult};
use crate::rules::seat::Seat;
use crate::rules::tileset::TileSet;

pub(crate) struct AllFives;

static SPECS: [RuleSpec; 3] = [
    RuleSpec {
        key: "hand_size",
        label: "Tiles each",
        help: "Standard: 7 with two players, 5 with three or four. Large: 9, 7 and 5.",
        values: &["standard", "large"],
    },
    RuleSpec {
        key: "target",
        label: "Play to",
        help: "The score that wins the match.",
        values: &["100", "150", "250"],
    },
    RuleSpec {
        key: "muggins",
        label: "Muggins",
        help: "Points must be claimed; a missed claim can be taken by the next player.",
        values: &["off", "on"],
    },
];

impl FamilyRules for AllFives {
    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        let large = v.rule("hand_size") == "large";
        let hand_size = match (v.players(), large) {
            (2, false) => 7,
            (2, true) => 9,
            (3, true) => 7,
            _ => 5,
        };
        Mechanics {
            layout: LayoutKind::Spinner,
            draw: DrawRule::WhenStuck,
            fives: if v.rule("muggins") == "on" {
                Fives::Muggins
            } else {
                Fives::Auto
            },
            ..Mechanics::line(v.players(), v.set(), hand_size)
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, round: &Round, _ties: u32, notes: &mut Notes) -> RoundResult {
        let mut r = settle_counts(v, round, notes, true);
        for s in Seat::all(v.players()) {
            let earned = round.earned(s);
            if earned == 0 {
                continue;
            }
            r.points[v.side_of(s).index()] += earned as i32;
            let taken = round.muggins_taken(s);
            notes.add(|| {
                let muggins = if taken > 0 {
                    format!(", {taken} of them by muggins")
                } else {
                    String::new()
                };
                format!(
                    "{} scored {earned} in fives during play{muggins}.",
                    s.name(v.players())
                )
            });
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
        add_and_check_target(v, state, result, notes);
        state.next_pose = match result.winner {
            Some(side) => NextPose::Seat(Seat(side.0)),
            None => NextPose::Opening,
        };
    }
}
