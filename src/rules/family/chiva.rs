//! Puerto Rican Chiva (Shutout). Four players: Jamaican-style partnerships, four hands in a
//! row win, a block goes to the lower team count and that team's lower count poses next.
//! Two or three players: draw games with seven each; win four hands while another player
//! still has none.

use super::common::{blank_result, lowest_team, settle_individual, POSE, POSES};
use super::sixlove::{apply_win, next_pose_after};
use super::{
    top_double_pose, DrawRule, FamilyRules, Mechanics, Options, Pose, RuleCard, RuleSpec,
    TypedRules, Variant,
};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes, PoseRule};
use crate::rules::outcome::{MatchState, NextPose};
use crate::rules::seat::{Seat, Team};
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

const TARGET: i32 = 4;

pub(crate) struct Chiva;

static SPECS: [RuleSpec; 1] = [POSE];

typed_rules! {
    /// Chiva's house rules, typed.
    pub struct ChivaRules in Options::Chiva {
        /// Who may pose the opening hand.
        pose: Pose = POSE / POSES,
    }
}

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Puerto Rico's shutout game: four players in two teams, or two or three each for themself; double-six, seven tiles each.",
    points: &[
        "Turns go to the right. Put down a tile matching one of the two open ends (doubles sit crosswise). The highest double dealt (6-6 with four) opens the first hand; later the last winner leads, but after a tie or a reset to 0 the first hand's rule applies again.",
        "With four, partners sit opposite and pass when nothing fits. Your last tile wins the hand for your team, which then chooses which partner leads; a blocked hand goes to the team with the lower combined count (equal counts: a tie), and its partner with fewer pips leads next.",
        "With two or four, the match is four hands won in a row: a hand counts only from 0-0 or while ahead, and a hand won by the side behind sets both back to 0.",
        "With two or three, each plays alone and draws from the boneyard until a tile fits, passing only once it is empty. With three, the first to win 4 hands takes the match, but only while some other player still has none; once everybody has won a hand, all scores return to 0.",
    ],
};

impl TypedRules for ChivaRules {}

impl FamilyRules for Chiva {
    fn player_counts(&self) -> &'static [u8] {
        &[2, 3, 4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, _players: u8) -> &'static [RuleSpec] {
        &SPECS
    }

    fn partnership(&self, players: u8, _options: &Options) -> bool {
        players == 4
    }

    fn match_goal(&self, v: &Variant) -> String {
        if v.sides() == 3 {
            "First to 4 hands while someone still has 0.".to_string()
        } else {
            "Four in a row: a win by the side behind resets both to 0.".to_string()
        }
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        match v.players() {
            4 => Mechanics::line(4, v.set(), 7),
            n => Mechanics {
                draw: DrawRule::WhenStuck,
                ..Mechanics::line(n, v.set(), 7)
            },
        }
    }

    fn opening_pose(&self, v: &Variant, hands: &[TileSet]) -> PoseRule {
        top_double_pose(hands, ChivaRules::of(v).pose == Pose::Sporting)
    }

    fn settle(&self, v: &Variant, hand: &Hand, _ties: u32, notes: &mut Notes) -> HandResult {
        if !v.partnership() {
            return settle_individual(v, hand, notes);
        }
        let mut r = blank_result(v, hand, notes);
        let team = match r.end {
            HandEnding::Out { seat, .. } => {
                notes.add(|| format!("{} wins the hand.", seat.team()));
                Some(seat.team())
            }
            HandEnding::Blocked => {
                let t = lowest_team(&r.counts);
                let count =
                    |t: Team| -> u32 { t.seats().iter().map(|s| r.counts[s.index()]).sum() };
                match t {
                    None => notes.add(|| {
                        format!(
                            "Both teams count {}: the hand is tied.",
                            count(Team::new(0))
                        )
                    }),
                    Some(team) => notes.add(|| {
                        let other = team.other();
                        let mut text = format!(
                            "{team} wins the hand on team counts ({} v {})",
                            count(team),
                            count(other)
                        );
                        // Said when the single lowest count is on the losing team.
                        let low = Seat::all(4).map(|s| r.counts[s.index()]).min().unwrap_or(0);
                        let lowest = |t: Team| t.seats().iter().any(|s| r.counts[s.index()] == low);
                        if lowest(other) && !lowest(team) {
                            let [a, b] = other.seats();
                            let seat = if r.counts[a.index()] == low { a } else { b };
                            text += &format!(
                                ", though {} has the lowest single count ({low})",
                                seat.name(4)
                            );
                        }
                        text + "."
                    }),
                }
                t
            }
        };
        if let Some(team) = team {
            r.winner = Some(team.side());
            r.points[team.index()] = 1;
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        let Some(winner) = result.winner else {
            state.next_pose = NextPose::Opening;
            notes.add(|| "Tied hand: no score.".into());
            return;
        };
        let outcome = apply_win(v, state, notes, winner, 1, TARGET);
        state.next_pose = next_pose_after(v, Some((winner, outcome)));
        // A blocked partnership hand: the winning team's player with the lower count poses.
        if v.partnership()
            && result.end == HandEnding::Blocked
            && matches!(state.next_pose, NextPose::Team(_))
        {
            let [a, b] = winner.team().seats();
            let poser: Seat = if result.counts[b.index()] < result.counts[a.index()] {
                b
            } else {
                a
            };
            state.next_pose = NextPose::Seat(poser);
        }
    }
}
