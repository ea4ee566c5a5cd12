// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @notice The payees of a drop or raffle and their shares (basis points summing to 10,000, as the market's
/// payout split). Payments stay in the contract and each payee pulls its share with `release`: a payee that
/// refuses the native coin only fails its own release, and buyers never pay for pushes to payees.
abstract contract LaunchpadPayees is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    uint256 internal constant BPS = 10_000;
    address internal constant NATIVE = address(0);

    address[] private _payees;
    mapping(address payee => uint256) public shareOf;
    mapping(address currency => uint256) public totalReleased;
    mapping(address currency => mapping(address payee => uint256)) public released;

    event Released(address indexed currency, address indexed payee, uint256 amount);

    error InvalidSplit();
    error NotPayee(address account);
    error NothingToRelease();
    error WrongPayment(uint256 expected, uint256 paid);
    error NativeTransferFailed(address to);

    constructor(address[] memory payees_, uint256[] memory shares_) {
        if (payees_.length == 0 || payees_.length != shares_.length) revert InvalidSplit();
        uint256 sum;
        for (uint256 i; i < payees_.length; ++i) {
            address payee = payees_[i];
            if (payee == address(0) || shares_[i] == 0 || shareOf[payee] != 0) revert InvalidSplit();
            shareOf[payee] = shares_[i];
            sum += shares_[i];
        }
        if (sum != BPS) revert InvalidSplit();
        _payees = payees_;
    }

    function payees() external view returns (address[] memory) {
        return _payees;
    }

    /// What `payee` can release now in `currency` (address(0) = native coin).
    function releasable(address currency, address payee) public view returns (uint256) {
        return (_proceeds(currency) * shareOf[payee]) / BPS - released[currency][payee];
    }

    /// Pays `payee` its share of the proceeds not yet released; anyone may call it for a payee.
    function release(address currency, address payee) external nonReentrant {
        if (shareOf[payee] == 0) revert NotPayee(payee);
        uint256 amount = releasable(currency, payee);
        if (amount == 0) revert NothingToRelease();
        released[currency][payee] += amount;
        totalReleased[currency] += amount;
        emit Released(currency, payee, amount);
        _send(currency, payee, amount);
    }

    /// Everything ever earned in `currency` by the payees, released or not.
    function _proceeds(address currency) internal view virtual returns (uint256);

    /// Takes `amount` from the caller: the exact native value, or an ERC-20 pulled with the caller's allowance.
    /// The ERC-20 pull is an interaction: callers make it after their effects.
    function _collect(address currency, uint256 amount) internal {
        if (currency == NATIVE) {
            if (msg.value != amount) revert WrongPayment(amount, msg.value);
            return;
        }
        if (msg.value != 0) revert WrongPayment(0, msg.value);
        if (amount != 0) IERC20(currency).safeTransferFrom(msg.sender, address(this), amount);
    }

    function _send(address currency, address to, uint256 amount) internal {
        if (currency == NATIVE) {
            (bool ok, ) = to.call{value: amount}("");
            if (!ok) revert NativeTransferFailed(to);
        } else {
            IERC20(currency).safeTransfer(to, amount);
        }
    }

    function _held(address currency) internal view returns (uint256) {
        return currency == NATIVE ? address(this).balance : IERC20(currency).balanceOf(address(this));
    }
}
