// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The token call the depository makes: ERC-20 `transferFrom`.
interface IERC20TransferFrom {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Portage sandbox depository
/// @notice Forwards a deposit to its receiver (the swap's deposit address) and says which swap it
/// is for: `id` is the swap's sequence number as bytes32. It keeps nothing: no owner, no storage,
/// no balance. An ERC-20 deposit needs an `approve` of this contract for `amount` first.
contract PortageDepository {
    /// One deposit: `token` is address(0) for the native token.
    event Deposit(bytes32 indexed id, address indexed token, address receiver, uint256 amount);

    /// Pulls `amount` of `token` from the caller straight to `receiver`.
    function depositERC20(bytes32 id, address token, address receiver, uint256 amount) external {
        // A call to an address without code "succeeds" with no data: refuse it.
        require(token.code.length > 0, "PortageDepository: token is not a contract");
        (bool ok, bytes memory result) =
            token.call(abi.encodeCall(IERC20TransferFrom.transferFrom, (msg.sender, receiver, amount)));
        // Tokens that return nothing on success are accepted; `false` or a revert is not.
        require(ok && (result.length == 0 || abi.decode(result, (bool))), "PortageDepository: transferFrom failed");
        emit Deposit(id, token, receiver, amount);
    }

    /// Forwards the whole `msg.value` to `receiver`.
    function depositNative(bytes32 id, address receiver) external payable {
        (bool ok,) = receiver.call{value: msg.value}("");
        require(ok, "PortageDepository: native transfer failed");
        emit Deposit(id, address(0), receiver, msg.value);
    }
}
