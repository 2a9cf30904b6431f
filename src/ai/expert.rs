//! The expert level: the hard level's determinized search (see [`hard`](super::hard)),
//! tuned for strength where the arena showed it pays.
//!
//! It guesses the hidden tiles from its own seat's [`View`] exactly as the hard level
//! does, so it cannot see other hands or the boneyard either. What differs is the
//! [`Tuning`], each change kept only where duplicate deals against hard (or, for the
//! partner goal, a team of expert and medium against two mediums) showed a gain (the README's "The expert level" has every idea measured, including those that did
//! not pay and were left out):
//!
//! - in two-sided games the medium judge's prior weighs a third as much next to the
//!   average result of the guesses, so the search's own findings decide more often
//!   (Jamaican; with more sides it cost hands, so there the prior is hard's);
//! - when the view leaves only one possible position (two players and no boneyard, as in
//!   Cut Throat with 14 tiles each, or a two-player hand once the boneyard is empty and
//!   nothing is out of play), the rest of the hand is searched exactly, within a bound;
//! - in All Fives, French and Matador, where the points of a hand and who wins it part
//!   ways, winning the hand is worth a bonus in points beside the margin (in Partnership
//!   a screen's gain did not hold over 500 fresh deals, so it plays without); in All
//!   Fives and French it takes hard's family terms
//!   ([`hard::tuning`](super::hard::tuning): racing playouts, the win bonus), as it takes
//!   hard's choice-model playouts in Cut Throat and Haitian played by individuals, and
//!   in two-player All Fives (double-six), in French, in the draw games of individuals
//!   and in three-player Matador (double-six) its playouts and reading by the choice
//!   model fitted there;
//! - in the partnership games of Jamaican, Haitian and Chiva, the other seats (partner and
//!   opponents alike) are read and played as the choice model fitted to the medium level
//!   says people play: the guesses that fit their plays weigh more ([`READER`]'s temper),
//!   and the playouts play every seat by that model;
//! - in two-player Matador the playouts also like leaving the next
//!   player nothing to play ([`Policy::Squeeze`]), so the search sees what a blocked
//!   opponent's draws and passes cost him.

use super::hard::{search, Policy, Tuning, HARD};
use super::sample::Fit;
use super::view::View;
use super::Budget;
use crate::rules::{Family, Move, Rng, Variant};

/// The expert level's tuning in every family but those of [`tuning`]'s win bonus.
pub(crate) const EXPERT: Tuning = Tuning {
    prior: 0.1,
    perfect_nodes: 50_000,
    perfect_tiles: 18,
    ..HARD
};

/// The expert level's tuning in the partnership games of Jamaican, Haitian and Chiva:
/// [`EXPERT`] with the other seats read and played as the choice model fitted to the
/// medium level's plays says people play. The
/// guesses' likelihoods are cubed when one is kept, so the guesses that fit the other
/// players' plays dominate, and the playouts play every seat by that model (its features
/// include leaving the next player unable to follow), not by the quick model.
pub(crate) const READER: Tuning = Tuning {
    temper: 3.0,
    policy: Policy::Choice(Fit::Jamaican),
    ..EXPERT
};

/// The expert level's tuning for `variant`: [`EXPERT`], with a bonus in points for winning
/// the hand in the families where that paid, and [`READER`] in the partnership games where
/// that paid (not in Partnership to 100, where it made no difference).
pub(crate) fn tuning(variant: &Variant) -> Tuning {
    // Hard's own terms in the families won by going out first (its racing playouts, and
    // its win bonus in All Fives and French, which replaces the expert's earlier 5 in All
    // Fives): without them the expert would play those families worse than hard.
    let family = super::hard::tuning(variant);
    let win_bonus = match variant.family() {
        Family::Matador => 8.0,
        _ => family.win_bonus,
    };
    let reads = matches!(
        variant.family(),
        Family::Jamaican | Family::Haitian | Family::Chiva
    );
    let base = if reads && variant.partnership() {
        READER
    } else {
        EXPERT
    };
    // The lighter prior was kept on two-sided screens; with more sides it cost hands
    // (Cut Throat with four players: 22.5% of hands against hards, fair share 25%), so
    // there the expert keeps hard's.
    let prior = if variant.sides() > 2 {
        HARD.prior
    } else {
        base.prior
    };
    // In two-player Matador the playouts leave the next player nothing to play when they
    // can (he must draw or pass): hard's quick playouts do not, and with it the expert
    // beats hard (58.6% of hands over 500 fresh deals; README "The expert level", session
    // 10). With three or four players it gained nothing.
    let policy = if variant.family() == Family::Matador && variant.players() == 2 {
        Policy::Squeeze
    } else if base.policy == HARD.policy {
        family.policy
    } else {
        base.policy
    };
    Tuning {
        win_bonus,
        prior,
        policy,
        ..base
    }
}

/// Picks a move from `view.legal` (which must not be empty), thinking within `budget`.
pub fn choose(view: &View, rng: &mut Rng, budget: &Budget) -> Move {
    search(view, rng, budget, &tuning(&view.variant))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::HouseRules;

    /// The lighter prior only where it was measured to pay (two sides: two players, or
    /// partnerships); with more sides, hard's (README: Cut Throat with four players).
    #[test]
    fn the_lighter_prior_is_used_only_with_two_sides() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let want = if v.sides() > 2 {
                    HARD.prior
                } else {
                    EXPERT.prior
                };
                assert_eq!(tuning(&v).prior, want, "{family:?} with {players} players");
            }
        }
        assert_ne!(EXPERT.prior, HARD.prior);
    }

    /// The squeezing playouts only in two-player Matador (where they were measured to
    /// pay); every other family and player count keeps its earlier policy, and hard never
    /// squeezes.
    #[test]
    fn the_expert_squeezes_only_in_two_player_matador() {
        for family in Family::ALL {
            for &players in family.player_counts() {
                let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
                let squeeze = family == Family::Matador && players == 2;
                assert_eq!(
                    tuning(&v).policy == Policy::Squeeze,
                    squeeze,
                    "{family:?} with {players} players"
                );
                assert_ne!(super::super::hard::tuning(&v).policy, Policy::Squeeze);
            }
        }
    }
}
