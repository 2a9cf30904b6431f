//! Cut Throat: two to four players, each for themself, double-six. Fourteen each with two
//! (or seven with a boneyard), nine each with three (0-0 removed), seven each with four.
//! Hands won are counted six-love style, or simply first to six.

use super::common::{settle_individual, POSE};
use super::sixlove::{apply_win, next_pose_after, winner_poses};
use super::{top_double_pose, DrawRule, FamilyRules, Mechanics, RuleSpec, Variant};
use crate::rules::outcome::MatchState;
use crate::rules::round::{Notes, PoseRule, Round, RoundResult};
use crate::rules::tileset::TileSet;

const TARGET: i32 = 6;

pub(crate) struct CutThroat;

const WIN: RuleSpec = RuleSpec {
    key: "win",
    label: "Winning",
    help: "Six-love: first to 6 while another player still has 0 (everyone scoring resets all to 0). First to six: no proviso.",
    values: &["six-love", "first-to-six"],
};

static SPECS_TWO: [RuleSpec; 3] = [
    POSE,
    RuleSpec {
        key: "hand_size",
        label: "Tiles each",
        help: "14 each with no boneyard, or 7 each drawing from the other 14.",
        values: &["14", "7"],
    },
    WIN,
];

static SPECS: [RuleSpec; 2] = [POSE, WIN];

impl FamilyRules for CutThroat {
    fn specs(&self, players: u8) -> &'static [RuleSpec] {
        if players == 2 {
            &SPECS_TWO
        } else {
            &SPECS
        }
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        match v.players() {
            2 if v.rule("hand_size") == "7" => Mechanics {
                draw: DrawRule::WhenStuck,
                ..Mechanics::line(2, v.set(), 7)
            },
            2 => Mechanics::line(2, v.set(), 14),
            3 => Mechanics::line(3, v.set(), 9).without_double_blank(),
            _ => Mechanics::line(4, v.set(), 7),
        }
    }

    fn opening_pose(&self, v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, v.rule("pose") == "sporting")
    }

    fn settle(&self, v: &Variant, round: &Round, _ties: u32, notes: &mut Notes) -> RoundResult {
        settle_individual(v, round, notes)
    }

    fn advance(
        &self,
        v: &Variant,
        state: &mut MatchState,
        result: &RoundResult,
        notes: &mut Notes,
    ) {
        let Some(winner) = result.winner else {
            state.next_pose = next_pose_after(v, None);
            notes.add(|| "Tied hand: no score; the opening rule poses next.".into());
            return;
        };
        if v.rule("win") == "first-to-six" {
            state.scores[winner.index()] += 1;
            if state.scores[winner.index()] >= TARGET {
                state.winner = Some(winner);
                notes.add(|| format!("{} reaches {TARGET}: match won.", v.side_name(winner)));
            }
            state.next_pose = winner_poses(v, winner);
            return;
        }
        let outcome = apply_win(v, state, notes, winner, 1, TARGET);
        state.next_pose = next_pose_after(v, Some((winner, outcome)));
    }
}
