// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title A USDT-style test token (tests only; the sandbox does not deploy it)
/// @notice Behaves like Tether's USDT on Ethereum where wallets trip over it: `approve` reverts
/// when it would change a non-zero allowance to another non-zero value (set it to 0 first), and
/// `transfer`, `transferFrom` and `approve` return nothing. Six decimals. The whole supply goes to
/// the deployer. src/chains/evm/deposit.anvil.test.ts deposits it through the depository.
contract ResetFirstToken {
    string public constant name = "Reset First Tether";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external {
        _move(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "ResetFirstToken: allowance too low");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
    }

    /// USDT's rule: to change a non-zero allowance, set it to 0 first.
    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0, "ResetFirstToken: reset the allowance to 0 first");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ResetFirstToken: balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
